// The web app manifest (/manifest.webmanifest): the shop's name, colours and home-screen icons.
import type { MetadataRoute } from 'next';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Tickets',
    short_name: 'Tickets',
    description: 'Event, cinema, bus and hotel tickets.',
    start_url: '/',
    display: 'browser',
    // brand-600 and the page grey of tailwind.config.ts.
    theme_color: '#1f57c9',
    background_color: '#f5f6f8',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}
