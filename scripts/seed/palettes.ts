/** Background gradient (from -> to), an accent for the main shapes and an ink for the secondary ones. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

const palette = (from: string, to: string, accent: string, ink: string): Palette => ({
  from,
  to,
  accent,
  ink,
});

/** Music: late-night neon; sports: team colours; lifestyle: sunsets and pastels. */
const palettes = {
  music: [
    palette('#1a0b3d', '#6a1b9a', '#ff4fd8', '#ffd1f7'),
    palette('#0b1d3a', '#1565c0', '#4fc3f7', '#e1f5fe'),
    palette('#2b0a1f', '#b0174f', '#ffb300', '#fff3e0'),
    palette('#120f1f', '#3a1c71', '#ffaf7b', '#d76d77'),
    palette('#081c15', '#1b4332', '#74c69d', '#d8f3dc'),
  ],
  sports: [
    palette('#0a1f44', '#c8102e', '#ffffff', '#ffd100'),
    palette('#002d62', '#0077c8', '#ffc72c', '#ffffff'),
    palette('#1d1d1b', '#e35205', '#ffffff', '#f2a900'),
    palette('#003b2f', '#00843d', '#ffd200', '#ffffff'),
    palette('#2a0d45', '#552583', '#fdb927', '#ffffff'),
  ],
  lifestyle: [
    palette('#f6d365', '#fda085', '#3d1e6d', '#ffffff'),
    palette('#13547a', '#80d0c7', '#ffe66d', '#ffffff'),
    palette('#ff512f', '#dd2476', '#ffe29f', '#ffffff'),
    palette('#2b2d42', '#8d99ae', '#ef233c', '#edf2f4'),
    palette('#355c7d', '#c06c84', '#f8b195', '#f67280'),
  ],
} as const satisfies Record<string, readonly Palette[]>;

/** Other categories use the lifestyle palettes. */
export const paletteFor = (category: string): readonly Palette[] =>
  Object.hasOwn(palettes, category) ? palettes[category as keyof typeof palettes] : palettes.lifestyle;

export const allPalettes: readonly Palette[] = Object.values(palettes).flat();
