// Design tokens of the storefront; loaded from app/globals.css with `@config`.
import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          500: '#2f6fed',
          600: '#1f57c9',
          700: '#1b47a1',
          900: '#142c5c',
        },
        // Each ink keeps 4.5:1 (WCAG AA) on both surfaces: faint is 4.96:1 on the sunken page, 5.36:1 on white.
        ink: { DEFAULT: '#14171f', muted: '#4b5263', faint: '#646b78' },
        surface: { DEFAULT: '#ffffff', sunken: '#f5f6f8', raised: '#ffffff' },
        success: '#127a3e',
        warning: '#9a5b00',
        danger: '#b42318',
      },
      borderRadius: { card: '0.75rem' },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      maxWidth: { page: '72rem' },
    },
  },
};

export default config;
