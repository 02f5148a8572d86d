import { describe, expect, it } from 'vitest';
import { avatarSvg, bannerSvg, initials, squareSvg } from '../../../scripts/seed/artwork';
import { xmlProblems } from './svg-check';

const art = { id: 'drop-test', title: 'Rock & Roll <Live>', subtitle: "Ana's Band", category: 'music' };

describe('artwork', () => {
  it('is byte-identical for the same input and differs between ids', () => {
    for (const draw of [bannerSvg, squareSvg]) {
      expect(draw(art)).toBe(draw({ ...art }));
      expect(draw(art)).not.toBe(draw({ ...art, id: 'drop-other' }));
    }
    expect(avatarSvg({ id: 'a', name: 'Luna Vale' })).toBe(avatarSvg({ id: 'a', name: 'Luna Vale' }));
    expect(avatarSvg({ id: 'a', name: 'Luna Vale' })).not.toBe(avatarSvg({ id: 'b', name: 'Luna Vale' }));
  });

  it('is well-formed SVG with the escaped title in it', () => {
    for (const category of ['music', 'sports', 'lifestyle', 'gaming']) {
      for (const svg of [bannerSvg({ ...art, category }), squareSvg({ ...art, category })]) {
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(xmlProblems(svg)).toEqual([]);
        expect(svg).toContain('Rock &amp; Roll &lt;Live&gt;');
      }
    }
    expect(xmlProblems(avatarSvg({ id: 'x', name: 'Saltwater & Co.' }))).toEqual([]);
  });

  it('draws every motif of a category across ids', () => {
    const motifs = new Set(
      Array.from({ length: 30 }, (_, i) => squareSvg({ ...art, id: `id-${i}`, category: 'sports' })).map(
        (svg) =>
          svg.includes('<path d="M30 4')
            ? 'jersey'
            : svg.includes('stroke-linecap="round" opacity="0.6"')
              ? 'ball'
              : 'field',
      ),
    );
    expect(motifs).toEqual(new Set(['jersey', 'ball', 'field']));
  });

  it('takes up to two initials, skipping a leading The', () => {
    expect(initials('The Static Hearts')).toBe('SH');
    expect(initials('Saltwater & Co.')).toBe('SC');
    expect(initials('Madonna')).toBe('M');
  });
});
