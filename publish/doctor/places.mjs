// Where each of the repository's settings lives, so that every doctor sentence points at the page
// where it is set: the variables are the repository's; the deploy's secrets are the Environment's
// (DEPLOY_ENVIRONMENT), or the repository's own on a private repository without Environments
// (GitHub Free keeps Environments to public repositories; the workflow's job then reads the
// repository's secrets).
import { DEPLOY_ENVIRONMENT, WORKFLOW_SETTINGS } from '../../build/postbuild/workflow-settings.mjs';

export const VARIABLES_PAGE =
  'GitHub → Settings → Secrets and variables → Actions → Variables, o npm run setup';
export const REPOSITORY_SECRETS_PAGE =
  'GitHub → Settings → Secrets and variables → Actions → Repository secrets';

/**
 * Where the workflow's job finds the deploy's secrets: in the Environment, in the repository's own
 * secrets (a private repository without the Environment), or not known (the Environment of a
 * private repository not read).
 * @param {import('./checks.mjs').Repository} repository
 * @returns {'environment' | 'repository' | 'unknown'}
 */
export function secretsRoute(repository) {
  // Unread (the workflow's token cannot), it is still the Environment's on a public repository:
  // every plan has Environments there.
  if (repository.environment === undefined)
    return repository.private === false ? 'environment' : 'unknown';
  if (repository.environment === null && repository.private) return 'repository';
  return 'environment';
}

/**
 * Whose setting it is and the page where it is set: «del repositorio (…)», «del entorno production (…)».
 * @param {import('./checks.mjs').Repository} repository
 * @param {string} name
 */
export function settingPlace(repository, name) {
  if (WORKFLOW_SETTINGS[name] !== 'secrets') return `del repositorio (${VARIABLES_PAGE})`;
  const environment = repository.environment?.name ?? DEPLOY_ENVIRONMENT;
  const inEnvironment = `del entorno ${environment} (GitHub → Settings → Environments → ${environment} → Environment secrets, o npm run setup)`;
  const route = secretsRoute(repository);
  if (route === 'environment') return inEnvironment;
  const inRepository = `del repositorio (${REPOSITORY_SECRETS_PAGE})`;
  if (route === 'repository') return inRepository;
  return `${inEnvironment}, o ${inRepository} si el repositorio es privado en GitHub Free`;
}

/**
 * Each named setting with its place, grouped: «DEPLOY_USER del repositorio (…); DEPLOY_PASSWORD del entorno production (…)».
 * @param {import('./checks.mjs').Repository} repository
 * @param {string[]} names
 */
export function placesOf(repository, names) {
  /** @type {Map<string, string[]>} */
  const byPlace = new Map();
  for (const name of names) {
    const place = settingPlace(repository, name);
    byPlace.set(place, [...(byPlace.get(place) ?? []), name]);
  }
  return [...byPlace].map(([place, settings]) => `${settings.join(' y ')} ${place}`).join('; ');
}

/** The settings a clause names (DEPLOY_*, AWS_*, DECAP_*). @param {string} clause */
export const settingsNamed = (clause) => [
  ...new Set(clause.match(/\b(?:DEPLOY|AWS|DECAP)_[A-Z_]+\b/g) ?? []),
];
