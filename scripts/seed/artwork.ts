import { type MotifName, motifs, motifsFor } from './motifs';
import { allPalettes, type Palette, paletteFor } from './palettes';
import { createRandom, hashString, type Random } from './prng';
import { escapeXml, FONT, num, svgDocument, wrapWords } from './svg';

/**
 * Deterministic artwork for the demo catalog: the same input always gives byte-identical SVG, so media keys can
 * be cached forever and tests can compare output. Everything varies with a PRNG seeded from the id.
 */
export interface ArtInput {
  id: string;
  title: string;
  /** A small line under the title (artist, edition, ...). */
  subtitle?: string;
  /** music, sports or lifestyle choose the palettes and motifs; anything else draws like lifestyle. */
  category: string;
  /** Forces one motif (e.g. 'street' for a generative city collection). */
  motif?: MotifName;
}

export const SVG_CONTENT_TYPE = 'image/svg+xml';

interface Layout {
  w: number;
  h: number;
  pad: number;
  titleSize: number;
  maxChars: number;
  maxLines: number;
}

const BANNER: Layout = { w: 1600, h: 600, pad: 72, titleSize: 84, maxChars: 24, maxLines: 2 };
const SQUARE: Layout = { w: 800, h: 800, pad: 56, titleSize: 62, maxChars: 19, maxLines: 3 };

function background(uid: string, random: Random, layout: Layout, p: Palette): string[] {
  const angle = random.int(0, 359);
  return [
    '<defs>',
    `<linearGradient id="bg-${uid}" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow-${uid}" cx="${num(random.between(0.2, 0.8))}" cy="${num(random.between(0.1, 0.5))}" r="0.7"><stop offset="0" stop-color="${p.ink}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="scrim-${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/></linearGradient>`,
    '</defs>',
    `<rect width="${layout.w}" height="${layout.h}" fill="url(#bg-${uid})"/>`,
    `<rect width="${layout.w}" height="${layout.h}" fill="url(#glow-${uid})"/>`,
  ];
}

function caption(uid: string, input: ArtInput, layout: Layout, p: Palette): string[] {
  const lines = wrapWords(input.title, layout.maxChars, layout.maxLines);
  const longest = Math.max(...lines.map((line) => line.length));
  // Shrink a long single word so it still fits the width.
  const size = Math.min(layout.titleSize, Math.floor((layout.w - layout.pad * 2) / (longest * 0.6)));
  const subtitleSize = Math.round(layout.titleSize * 0.38);
  const lineHeight = size * 1.08;
  const lastBaseline = layout.h - layout.pad - (input.subtitle ? subtitleSize * 1.7 : 0);
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const text = lines.map(
    (line, i) =>
      `<tspan x="${layout.pad}" y="${num(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
  );
  return [
    `<rect width="${layout.w}" height="${layout.h}" fill="url(#scrim-${uid})"/>`,
    `<text font-family="${FONT}" font-weight="800" font-size="${size}" fill="#ffffff" letter-spacing="-1">${text.join('')}</text>`,
    ...(input.subtitle
      ? [
          `<text x="${layout.pad}" y="${layout.h - layout.pad}" font-family="${FONT}" font-weight="600" font-size="${subtitleSize}" fill="${p.ink}" letter-spacing="3">${escapeXml(input.subtitle.toUpperCase())}</text>`,
        ]
      : []),
  ];
}

function artwork(input: ArtInput, layout: Layout): string {
  const random = createRandom(`${input.id}:${layout.w}x${layout.h}`);
  const p = random.pick(paletteFor(input.category));
  const motif = input.motif ?? random.pick(motifsFor(input.category));
  const uid = hashString(input.id).toString(36);
  return svgDocument(layout.w, layout.h, input.title, [
    ...background(uid, random, layout, p),
    ...motifs[motif](random, layout.w, layout.h, p),
    ...caption(uid, input, layout, p),
  ]);
}

/** Wide drop and collection banners (1600 x 600). */
export const bannerSvg = (input: ArtInput): string => artwork(input, BANNER);

/** Square thumbnails and NFT images (800 x 800). */
export const squareSvg = (input: ArtInput): string => artwork(input, SQUARE);

/** Up to two initials, skipping a leading 'The' ('The Static Hearts' -> 'SH'). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const significant = words.length > 1 && words[0]?.toLowerCase() === 'the' ? words.slice(1) : words;
  return significant
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Round artist avatar (256 x 256, transparent corners) with the artist's initials. */
export function avatarSvg(input: { id: string; name: string }): string {
  const random = createRandom(`${input.id}:avatar`);
  const p = random.pick(allPalettes);
  const uid = hashString(input.id).toString(36);
  const [cx, cy] = [num(random.between(40, 216)), num(random.between(40, 216))];
  return svgDocument(256, 256, input.name, [
    `<defs><linearGradient id="av-${uid}" gradientTransform="rotate(${random.int(0, 359)} 0.5 0.5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<clipPath id="clip-${uid}"><circle cx="128" cy="128" r="124"/></clipPath></defs>`,
    `<g clip-path="url(#clip-${uid})">`,
    `<rect width="256" height="256" fill="url(#av-${uid})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${num(random.between(50, 90))}" fill="${p.accent}" opacity="0.35"/>`,
    '</g>',
    `<circle cx="128" cy="128" r="124" fill="none" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="6"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="96" fill="#ffffff">${escapeXml(initials(input.name))}</text>`,
  ]);
}
