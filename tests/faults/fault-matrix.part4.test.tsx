// @vitest-environment jsdom
/** The fault matrix (issue 15), part 4 of 4: see fault-matrix.ts. */
import { describeFaultMatrixPart } from './fault-matrix';

describeFaultMatrixPart(4, 4);
