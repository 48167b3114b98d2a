// Setup ends with doctor's verdict on the repository it wrote: doctor's own checks (publish/doctor.mjs),
// run from here as from a laptop, with the answers a repository cannot give back (the token, the
// secrets, the site's address and the export given to setup); every other setting is read from
// the repository, as the workflow will see it.
import { doctor } from '../doctor.mjs';
import { FLAGS, SETTING_SWITCHES } from './options.mjs';

/** The answers doctor takes from setup; the rest it reads from the repository. */
const GIVEN_TO_DOCTOR = [
  'GITHUB_REPOSITORY',
  'GITHUB_TOKEN',
  'GITHUB_API_URL',
  'GITHUB_ENTERPRISE_HOST',
  'SITE_URL',
  'DEPLOY_DIR',
  'DOCTOR_WORKFLOW',
  'DEPLOY_PASSWORD',
  'DEPLOY_KEY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
];

/**
 * Doctor's environment: this process's, without any setting (the repository's must count), with
 * the answers it cannot read back.
 * @param {Record<string, string>} values
 * @param {NodeJS.ProcessEnv} env
 */
export function doctorEnvironment(values, env) {
  /** @type {NodeJS.ProcessEnv} */
  const clean = { ...env };
  for (const name of [...Object.values(FLAGS), ...Object.values(SETTING_SWITCHES)])
    delete clean[name];
  delete clean.GITHUB_ACTIONS;
  for (const name of GIVEN_TO_DOCTOR) if (values[name]) clean[name] = values[name];
  return clean;
}

/**
 * Runs doctor's checks and says each line; true when everything is ready to publish.
 * @param {Record<string, string>} values
 * @param {NodeJS.ProcessEnv} env
 * @param {{ log: (line: string) => void, error: (line: string) => void }} io
 */
export async function doctorVerdict(values, env, io) {
  return (await doctor([], doctorEnvironment(values, env), io)) === 0;
}
