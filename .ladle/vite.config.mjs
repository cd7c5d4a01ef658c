/** Ladle's own small Vite config: the mock-build flag and no browser opening. */
export default {
  define: { __MOCKS__: 'true' },
  server: { open: false },
};
