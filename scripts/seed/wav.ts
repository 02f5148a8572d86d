const SAMPLE_RATE = 8000;

/**
 * A short mono WAV (8-bit PCM, 8 kHz) playing `notes` (Hz) one after another with a soft decay: small, valid
 * audio for the demo's vault tracks, made without an encoder.
 */
export function toneWav(notes: number[], noteSeconds = 0.4): Uint8Array {
  const perNote = Math.round(SAMPLE_RATE * noteSeconds);
  const samples = new Uint8Array(notes.length * perNote);
  notes.forEach((frequency, n) => {
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.exp((-3 * i) / perNote);
      const wave = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE);
      samples[n * perNote + i] = Math.round(128 + 100 * envelope * wave);
    }
  });
  const header = new DataView(new ArrayBuffer(44));
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) header.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  header.setUint32(4, 36 + samples.length, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  header.setUint32(16, 16, true); // fmt chunk size
  header.setUint16(20, 1, true); // PCM
  header.setUint16(22, 1, true); // mono
  header.setUint32(24, SAMPLE_RATE, true);
  header.setUint32(28, SAMPLE_RATE, true); // bytes per second
  header.setUint16(32, 1, true); // block align
  header.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  header.setUint32(40, samples.length, true);
  const wav = new Uint8Array(44 + samples.length);
  wav.set(new Uint8Array(header.buffer), 0);
  wav.set(samples, 44);
  return wav;
}
