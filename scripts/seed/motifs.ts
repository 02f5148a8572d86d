import type { Palette } from './palettes';
import type { Random } from './prng';
import { FONT, num } from './svg';

/** Draws the decorative layer of an artwork into a w x h box (the title is drawn on top by artwork.ts). */
export type Motif = (random: Random, w: number, h: number, p: Palette) => string[];

const waveform: Motif = (random, w, h, p) => {
  const bar = Math.max(8, Math.round(w / 90));
  const gap = Math.round(bar * 0.7);
  const mid = h * 0.42;
  const [f1, f2, phase] = [random.between(0.08, 0.2), random.between(0.25, 0.5), random.between(0, 6)];
  const bars: string[] = [];
  for (let x = gap, i = 0; x + bar < w; x += bar + gap, i++) {
    const wave = Math.abs(Math.sin(i * f1 + phase) * 0.7 + Math.sin(i * f2) * 0.3);
    const half = h * 0.3 * (0.15 + 0.85 * wave) * random.between(0.7, 1);
    const opacity = 0.55 + 0.45 * wave;
    bars.push(
      `<rect x="${num(x)}" y="${num(mid - half)}" width="${bar}" height="${num(half * 2)}" rx="${num(bar / 2)}" fill="${p.accent}" opacity="${num(opacity)}"/>`,
    );
  }
  return [`<g>${bars.join('')}</g>`];
};

const vinyl: Motif = (random, w, h, p) => {
  const r = Math.min(w, h) * random.between(0.3, 0.4);
  const cx = w * random.between(0.55, 0.72);
  const cy = h * 0.42;
  const grooves: string[] = [];
  for (let k = 0.42; k < 0.98; k += 0.07) {
    grooves.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * k)}" fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="2"/>`,
    );
  }
  const armX = cx + r * 1.05;
  return [
    `<circle cx="${num(cx + r * 0.06)}" cy="${num(cy + r * 0.06)}" r="${num(r)}" fill="#000000" opacity="0.35"/>`,
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#111111"/>`,
    ...grooves,
    `<path d="M ${num(cx - r * 0.7)} ${num(cy - r * 0.7)} A ${num(r)} ${num(r)} 0 0 1 ${num(cx + r * 0.2)} ${num(cy - r * 0.98)}" fill="none" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="${num(r * 0.05)}" stroke-linecap="round"/>`,
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.32)}" fill="${p.accent}"/>`,
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.22)}" fill="none" stroke="${p.from}" stroke-opacity="0.4" stroke-width="2"/>`,
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.035)}" fill="${p.from}"/>`,
    `<line x1="${num(armX)}" y1="${num(cy - r * 0.95)}" x2="${num(cx + r * 0.45)}" y2="${num(cy + r * 0.2)}" stroke="${p.ink}" stroke-width="${num(r * 0.04)}" stroke-linecap="round"/>`,
    `<circle cx="${num(armX)}" cy="${num(cy - r * 0.95)}" r="${num(r * 0.08)}" fill="${p.ink}"/>`,
  ];
};

const pulse: Motif = (random, w, h, p) => {
  const cx = w * random.between(0.3, 0.7);
  const cy = h * random.between(0.3, 0.45);
  const rings: string[] = [];
  const step = Math.min(w, h) * random.between(0.05, 0.08);
  for (let i = 1; i <= 9; i++) {
    const color = i % 3 === 0 ? p.ink : p.accent;
    rings.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(step * i)}" fill="none" stroke="${color}" stroke-width="${num(step * 0.18)}" opacity="${num(1 - i * 0.09)}"/>`,
    );
  }
  return [...rings, `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(step * 0.6)}" fill="${p.ink}"/>`];
};

const JERSEY_PATH = 'M30 4 L40 4 Q50 16 60 4 L70 4 L73 24 Q81 30 83 40 L83 96 L17 96 L17 40 Q19 30 27 24 Z';

const jersey: Motif = (random, w, h, p) => {
  const size = Math.min(w, h) * 0.78;
  const x = w * random.between(0.5, 0.62) - size / 2;
  const y = h * 0.04;
  const number = String(random.int(1, 99));
  const scale = num(size / 100);
  return [
    `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})">`,
    `<path d="${JERSEY_PATH}" fill="#000000" opacity="0.25" transform="translate(2 2)"/>`,
    `<path d="${JERSEY_PATH}" fill="${p.accent}"/>`,
    `<path d="M30 4 Q50 22 70 4" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
    `<rect x="17" y="44" width="4" height="52" fill="${p.ink}"/><rect x="79" y="44" width="4" height="52" fill="${p.ink}"/>`,
    `<text x="50" y="74" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="34" fill="${p.from}">${number}</text>`,
    '</g>',
  ];
};

const ball: Motif = (random, w, h, p) => {
  const r = Math.min(w, h) * random.between(0.26, 0.34);
  const cx = w * random.between(0.55, 0.7);
  const cy = h * 0.4;
  const streaks: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = cy - r * 0.6 + i * r * 0.3;
    const length = r * random.between(0.8, 1.6);
    streaks.push(
      `<line x1="${num(cx - r - 20 - length)}" y1="${num(y)}" x2="${num(cx - r - 20)}" y2="${num(y)}" stroke="${p.ink}" stroke-width="${num(r * 0.06)}" stroke-linecap="round" opacity="0.6"/>`,
    );
  }
  const seam = `fill="none" stroke="${p.from}" stroke-width="${num(r * 0.04)}"`;
  return [
    ...streaks,
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${p.accent}"/>`,
    `<line x1="${num(cx - r)}" y1="${num(cy)}" x2="${num(cx + r)}" y2="${num(cy)}" ${seam}/>`,
    `<line x1="${num(cx)}" y1="${num(cy - r)}" x2="${num(cx)}" y2="${num(cy + r)}" ${seam}/>`,
    `<path d="M ${num(cx - r * 0.7)} ${num(cy - r * 0.7)} Q ${num(cx - r * 0.2)} ${num(cy)} ${num(cx - r * 0.7)} ${num(cy + r * 0.7)}" ${seam}/>`,
    `<path d="M ${num(cx + r * 0.7)} ${num(cy - r * 0.7)} Q ${num(cx + r * 0.2)} ${num(cy)} ${num(cx + r * 0.7)} ${num(cy + r * 0.7)}" ${seam}/>`,
  ];
};

const field: Motif = (random, w, h, p) => {
  const stripes: string[] = [];
  const width = Math.max(w, h) / 10;
  for (let i = -4; i < 16; i += 2) {
    const x = i * width;
    stripes.push(
      `<path d="M ${num(x)} 0 L ${num(x + width)} 0 L ${num(x + width - h * 0.5)} ${h} L ${num(x - h * 0.5)} ${h} Z" fill="${p.ink}" opacity="0.08"/>`,
    );
  }
  const number = String(random.int(1, 99));
  return [
    ...stripes,
    `<text x="${num(w * 0.96)}" y="${num(h * 0.62)}" text-anchor="end" font-family="${FONT}" font-weight="900" font-size="${num(h * 0.62)}" fill="none" stroke="${p.accent}" stroke-width="${num(h * 0.012)}">${number}</text>`,
    `<circle cx="${num(w * 0.12)}" cy="${num(h * 0.16)}" r="${num(h * 0.03)}" fill="${p.ink}"/>`,
    `<circle cx="${num(w * 0.2)}" cy="${num(h * 0.16)}" r="${num(h * 0.03)}" fill="${p.ink}" opacity="0.6"/>`,
    `<circle cx="${num(w * 0.28)}" cy="${num(h * 0.16)}" r="${num(h * 0.03)}" fill="${p.ink}" opacity="0.3"/>`,
  ];
};

const blobs: Motif = (random, w, h, p) => {
  const colors = [p.accent, p.ink, p.to, p.from];
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const color = random.pick(colors);
    const [x, y] = [random.between(0, w), random.between(0, h * 0.75)];
    const size = Math.min(w, h) * random.between(0.08, 0.3);
    const opacity = num(random.between(0.45, 0.9));
    const kind = random.int(0, 2);
    if (kind === 0)
      shapes.push(
        `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="${color}" opacity="${opacity}"/>`,
      );
    else if (kind === 1)
      shapes.push(
        `<rect x="${num(x - size)}" y="${num(y - size / 2)}" width="${num(size * 2)}" height="${num(size)}" rx="${num(size / 2)}" fill="${color}" opacity="${opacity}" transform="rotate(${num(random.between(-40, 40))} ${num(x)} ${num(y)})"/>`,
      );
    else
      shapes.push(
        `<path d="M ${num(x)} ${num(y - size)} L ${num(x + size)} ${num(y + size)} L ${num(x - size)} ${num(y + size)} Z" fill="${color}" opacity="${opacity}"/>`,
      );
  }
  const zigzag: string[] = [];
  const [zx, zy, step] = [
    random.between(w * 0.1, w * 0.5),
    random.between(h * 0.1, h * 0.4),
    Math.min(w, h) * 0.04,
  ];
  for (let i = 0; i < 8; i++) zigzag.push(`${num(zx + i * step)},${num(zy + (i % 2) * step)}`);
  shapes.push(
    `<polyline points="${zigzag.join(' ')}" fill="none" stroke="${p.ink}" stroke-width="${num(step * 0.35)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return shapes;
};

const street: Motif = (random, w, h, p) => {
  const ground = h * 0.78;
  const parts = [
    `<circle cx="${num(w * random.between(0.2, 0.8))}" cy="${num(h * 0.3)}" r="${num(Math.min(w, h) * 0.16)}" fill="${p.ink}" opacity="0.85"/>`,
  ];
  let x = -random.between(0, 30);
  while (x < w) {
    const bw = w * random.between(0.09, 0.16);
    const bh = h * random.between(0.25, 0.6);
    const top = ground - bh;
    parts.push(
      `<rect x="${num(x)}" y="${num(top)}" width="${num(bw)}" height="${num(bh)}" fill="${p.from}" opacity="0.92"/>`,
    );
    const cell = Math.max(10, bw / 5);
    for (let wy = top + cell * 0.6; wy < ground - cell; wy += cell * 1.4) {
      for (let wx = x + cell * 0.6; wx < x + bw - cell * 0.8; wx += cell * 1.3) {
        if (random.chance(0.45))
          parts.push(
            `<rect x="${num(wx)}" y="${num(wy)}" width="${num(cell * 0.6)}" height="${num(cell * 0.7)}" fill="${p.accent}" opacity="${num(random.between(0.5, 1))}"/>`,
          );
      }
    }
    x += bw + random.between(2, 10);
  }
  parts.push(
    `<rect x="0" y="${num(ground)}" width="${w}" height="${num(h - ground)}" fill="#000000" opacity="0.45"/>`,
  );
  return parts;
};

const arches: Motif = (random, w, h, p) => {
  const cx = w * random.between(0.45, 0.75);
  const base = h * 0.8;
  const colors = [p.accent, p.ink, p.to, p.from, p.accent];
  const step = Math.min(w, h) * 0.07;
  return colors.map((color, i) => {
    const r = step * (5 - i) + step;
    return `<path d="M ${num(cx - r)} ${num(base)} A ${num(r)} ${num(r)} 0 0 1 ${num(cx + r)} ${num(base)} Z" fill="${color}" opacity="0.95"/>`;
  });
};

export const motifs = { waveform, vinyl, pulse, jersey, ball, field, blobs, street, arches } as const;
export type MotifName = keyof typeof motifs;

const byCategory = {
  music: ['waveform', 'vinyl', 'pulse'],
  sports: ['jersey', 'ball', 'field'],
  lifestyle: ['blobs', 'street', 'arches'],
} as const satisfies Record<string, readonly MotifName[]>;

/** The motifs a category draws with; other categories draw like lifestyle. */
export const motifsFor = (category: string): readonly MotifName[] =>
  Object.hasOwn(byCategory, category)
    ? byCategory[category as keyof typeof byCategory]
    : byCategory.lifestyle;
