import type { ArtistRecord } from '../../../functions/data/artist';
import type { MediaSet } from './media-set';

interface ArtistSpec {
  slug: string;
  name: string;
  category: string;
}

const specs: ArtistSpec[] = [
  { slug: 'luna-vale', name: 'Luna Vale', category: 'music' },
  { slug: 'static-hearts', name: 'The Static Hearts', category: 'music' },
  { slug: 'dj-orbit', name: 'DJ Orbit', category: 'music' },
  { slug: 'sunset-collective', name: 'Sunset Collective', category: 'music' },
  { slug: 'marcus-reed', name: 'Marcus Reed', category: 'sports' },
  { slug: 'gridiron-club', name: 'Gridiron Club', category: 'sports' },
  { slug: 'varsity-league', name: 'Varsity League', category: 'sports' },
  { slug: 'hoops-archive', name: 'Hoops Archive', category: 'sports' },
  { slug: 'studio-kairo', name: 'Studio Kairo', category: 'lifestyle' },
  { slug: 'kicks-lab', name: 'Kicks Lab', category: 'lifestyle' },
  { slug: 'atelier-nord', name: 'Atelier Nord', category: 'lifestyle' },
  { slug: 'saltwater-and-co', name: 'Saltwater & Co.', category: 'lifestyle' },
];

/** Artists keyed by slug; each gets a round avatar (icon) and a square portrait card (image). */
export function buildArtists(media: MediaSet): Map<string, ArtistRecord> {
  return new Map(
    specs.map(({ slug, name, category }) => {
      const id = `artist-${slug}`;
      const artist: ArtistRecord = {
        id,
        name,
        iconKey: media.avatar(`artists/${id}/icon.svg`, { id, name }),
        imageKey: media.square(`artists/${id}/image.svg`, { id, title: name, subtitle: 'Artist', category }),
      };
      return [slug, artist];
    }),
  );
}

export function artistOf(artists: Map<string, ArtistRecord>, slug: string): ArtistRecord {
  const artist = artists.get(slug);
  if (!artist) throw new Error(`Unknown demo artist ${slug}`);
  return artist;
}
