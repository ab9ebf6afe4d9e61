import { type DealInput, type DealResult } from '@pac/contracts';

/** A deal's validated input and the model's result for it: what every results component shows. */
export interface DealAnalysis {
  input: DealInput;
  result: DealResult;
}
