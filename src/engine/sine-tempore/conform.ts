import { CaseError, type RulesetRunner } from '../conform/types';

export const sineTemporeRunner: RulesetRunner = {
  ruleset: 'sine-tempore',
  prepare() {
    throw new CaseError('the sine-tempore rules engine cannot interpret cases yet');
  },
};
