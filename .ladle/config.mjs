/** Ladle reads this instead of the app's vite.config.ts (plugin-react 6 is made for Vite 8; Ladle brings Vite 6). */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  viteConfig: '.ladle/vite.config.mjs',
  port: 61000,
};
