/** True in builds that carry the mock back end (dev server, `--mode mock`); false in the production build. */
declare const __MOCKS__: boolean;
