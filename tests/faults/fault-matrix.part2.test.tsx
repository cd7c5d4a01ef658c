// @vitest-environment jsdom
/** The fault matrix (issue 15), part 2 of 4: see fault-matrix.ts. */
import { describeFaultMatrixPart } from './fault-matrix';

describeFaultMatrixPart(2, 4);
