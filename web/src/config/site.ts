/** Brand and outbound links shown by the header, footer and retired pages. */
export const site = {
  name: 'Collectibles',
  social: [
    { label: 'X (Twitter)', href: 'https://x.com' },
    { label: 'Instagram', href: 'https://www.instagram.com' },
    { label: 'Discord', href: 'https://discord.com' },
    { label: 'YouTube', href: 'https://www.youtube.com' },
  ],
} as const;
