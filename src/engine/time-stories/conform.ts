import { CaseError, type RulesetRunner } from '../conform/types';

export const timeStoriesRunner: RulesetRunner = {
  ruleset: 'time-stories',
  prepare() {
    throw new CaseError('the time-stories rules engine cannot interpret cases yet');
  },
};
