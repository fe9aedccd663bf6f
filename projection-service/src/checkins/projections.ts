import { branchesProjection } from '../branches/branchesProjection.ts';
import { programClassesProjection, programsProjection } from '../programs/programsProjection.ts';
import { checkinsProjection } from './checkinsProjection.ts';

/** Read models of branches, programs, classes and check-ins: spread into the read-models projector. */
export const checkinsFeatureProjections = [branchesProjection, programsProjection, programClassesProjection, checkinsProjection];
