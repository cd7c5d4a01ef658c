// @vitest-environment jsdom
/** The fault matrix of document 3's pages (issue 29), part 3 of 3: see doc3-matrix.ts. */
import { describeDoc3Part } from './doc3-matrix';

describeDoc3Part(3, 3);
