/**
 * `npx tsx tooling/src/compat/record-shared-contract.ts`: records the runtime exports of `@clean/shared`
 * under the current `SHARED_CONTRACT_VERSION` in `shared/contract/exports.json`, after a deliberate
 * change to the contract. Refuses when the version was not bumped enough for the change (a removal needs
 * a major bump, an addition a minor one), so the record cannot hide a breaking change.
 */
import { SHARED_CONTRACT_VERSION } from '@clean/shared';
import {
  actualContractExports,
  CONTRACT_RECORD_FILE,
  contractProblems,
  readContractRecord,
  writeContractRecord,
} from './contract-exports';

async function main(): Promise<void> {
  const actual = await actualContractExports();
  const problems = contractProblems(readContractRecord(), actual, SHARED_CONTRACT_VERSION);
  const refusal = problems.find((problem) => problem.kind === 'bump');
  if (refusal) {
    console.error(refusal.message);
    process.exitCode = 1;
    return;
  }
  if (problems.length === 0) {
    console.log(`The shared contract ${SHARED_CONTRACT_VERSION} is already recorded.`);
    return;
  }
  await writeContractRecord({ version: SHARED_CONTRACT_VERSION, exports: actual });
  console.log(`Recorded the shared contract ${SHARED_CONTRACT_VERSION} in ${CONTRACT_RECORD_FILE}.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('record-shared-contract failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
