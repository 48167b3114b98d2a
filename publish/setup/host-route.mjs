// The questions of each deploy target, each tried as soon as it is answered: the login after the
// login's answers (FTPS first for an FTP host, plain-ftp.mjs), then a test upload and deletion in
// the folder, with the .htaccess probe on Apache. A failure asks again the answers it rests on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseFtpTransport } from './plain-ftp.mjs';
import { loginProblem, probeUpload, skippedLine } from './probe-host.mjs';
import { SetupError } from './problem.mjs';
import { tryAnswers } from './try-answers.mjs';

/**
 * Each target's login questions, in order. The port, server and region have defaults.
 * @type {Record<string, [string, import('./prompter.mjs').Question][]>}
 */
const LOGIN_QUESTIONS = {
  ftp: [
    ['DEPLOY_HOST', { message: 'Servidor FTP (lo da el proveedor, p. ej. ftp.consultorio.mx)' }],
    ['DEPLOY_PORT', { message: 'Puerto FTP', initial: '21' }],
    ['DEPLOY_USER', { message: 'Usuario FTP' }],
    ['DEPLOY_PASSWORD', { message: 'Contraseña FTP', secret: true }],
  ],
  sftp: [
    ['DEPLOY_HOST', { message: 'Servidor SSH (p. ej. consultorio.mx)' }],
    ['DEPLOY_PORT', { message: 'Puerto SSH', initial: '22' }],
    ['DEPLOY_USER', { message: 'Usuario SSH' }],
    [
      'DEPLOY_KEY',
      {
        message: 'Clave privada SSH: ruta del archivo (vacío para usar contraseña)',
        optional: true,
      },
    ],
    [
      'DEPLOY_KNOWN_HOSTS',
      { message: 'Línea known_hosts del servidor (ssh-keyscan; compárala con la del proveedor)' },
    ],
  ],
  rsync: [
    ['DEPLOY_HOST', { message: 'Servidor SSH (p. ej. consultorio.mx)' }],
    ['DEPLOY_PORT', { message: 'Puerto SSH', initial: '22' }],
    ['DEPLOY_USER', { message: 'Usuario SSH' }],
    ['DEPLOY_KEY', { message: 'Clave privada SSH: ruta del archivo' }],
    [
      'DEPLOY_KNOWN_HOSTS',
      { message: 'Línea known_hosts del servidor (ssh-keyscan; compárala con la del proveedor)' },
    ],
    [
      'DEPLOY_SERVER',
      {
        message: 'Servidor web',
        initial: 'nginx',
        options: [
          { value: 'nginx', label: 'nginx' },
          { value: 'caddy', label: 'Caddy' },
        ],
      },
    ],
  ],
  s3: [
    ['DEPLOY_BUCKET', { message: 'Bucket de S3' }],
    ['DEPLOY_REGION', { message: 'Región de AWS', initial: 'us-east-1' }],
    ['DEPLOY_DISTRIBUTION_ID', { message: 'Distribución de CloudFront (ID)' }],
    [
      'DEPLOY_HEADERS_POLICY_ID',
      { message: 'Política de cabeceras de CloudFront (npm run deploy-config la escribe)' },
    ],
    ['AWS_ACCESS_KEY_ID', { message: 'Clave de acceso de AWS del usuario de despliegue' }],
    ['AWS_SECRET_ACCESS_KEY', { message: 'Clave secreta de AWS', secret: true }],
  ],
};

/** ssh-keyscan's line for the host, shown so the developer compares it with the provider's. @param {Record<string, string>} values */
function scannedHostKey(values) {
  const scan = spawnSync(
    'ssh-keyscan',
    [
      '-T',
      '10',
      '-t',
      'ed25519,ecdsa,rsa',
      '-p',
      values.DEPLOY_PORT ?? '22',
      values.DEPLOY_HOST ?? '',
    ],
    { encoding: 'utf8' },
  );
  return scan.status === 0
    ? scan.stdout.split('\n').find((line) => line && !line.startsWith('#'))
    : undefined;
}

/** A key given as a file's path becomes the key's text (the secret holds the text). @param {Record<string, string>} values */
function readKeyFile(values) {
  const key = values.DEPLOY_KEY;
  if (!key || key.includes('PRIVATE KEY')) return;
  const file = key.replace(/^~(?=\/)/, process.env.HOME ?? '~');
  if (!existsSync(file))
    throw new SetupError(
      `DEPLOY_KEY: no existe el archivo ${file}; debe ser la ruta de la clave privada SSH o su texto`,
      ['DEPLOY_KEY'],
    );
  values.DEPLOY_KEY = readFileSync(path.resolve(file), 'utf8');
}

/**
 * The target's route: its questions, the login, the folder and the probes.
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {string} target
 * @param {{ siteUrl?: string, siteIssue?: string, htaccessText?: string }} site
 */
export async function hostRoute(ask, target, site) {
  const values = ask.values;
  values.DEPLOY_TARGET = target;
  const ftpFamily = target === 'ftp' || target === 'ftps';
  if (!ftpFamily) delete values.DEPLOY_FTP_PLAIN_OK;
  const questions = /** @type {[string, import('./prompter.mjs').Question][]} */ (
    LOGIN_QUESTIONS[target === 'ftps' ? 'ftp' : target]
  );
  const names = questions.map(([name]) => name);
  if (target === 'sftp') names.push('DEPLOY_PASSWORD');
  await tryAnswers(ask, names, async () => {
    for (const [name, question] of questions) {
      if (name === 'DEPLOY_KNOWN_HOSTS' && ask.interactive && !values[name]) {
        const line = scannedHostKey(values);
        if (line)
          ask.note(
            line,
            'Clave del servidor (ssh-keyscan): compárala con la que publica el proveedor',
          );
        await ask.ask(name, { ...question, initial: line });
      } else await ask.ask(name, question);
    }
    if (target === 'sftp' && !values.DEPLOY_KEY)
      await ask.ask('DEPLOY_PASSWORD', { message: 'Contraseña SSH', secret: true });
    readKeyFile(values);
    if (ftpFamily) await chooseFtpTransport(ask);
    const problem = await loginProblem(values);
    if (problem) throw new SetupError(problem);
    ask.step(
      `acceso a ${values.DEPLOY_TARGET} ${values.DEPLOY_HOST ?? values.DEPLOY_BUCKET}: funciona`,
    );
  });
  return tryAnswers(ask, ['DEPLOY_PATH'], async () => {
    if (target !== 's3')
      await ask.ask('DEPLOY_PATH', {
        message: 'Carpeta del sitio en el servidor (p. ej. public_html; vacío: la de inicio)',
        optional: true,
      });
    const probe = await probeUpload(values, { ...site, log: (line) => ask.step(line) });
    // The checks the probe could not run, each with why and what runs it later.
    for (const skipped of probe.skipped) ask.warn(skippedLine(skipped));
    if (probe.htaccess) {
      values.DEPLOY_HTACCESS = probe.htaccess;
      if (probe.htaccess !== 'full')
        ask.warn(
          `el servidor no acepta el .htaccess completo: se publicará con DEPLOY_HTACCESS=${probe.htaccess} (${probe.htaccess === 'basic' ? 'sin las reglas de mod_expires' : 'sin .htaccess: sin cabeceras de seguridad'})`,
        );
      else ask.step('el servidor acepta el .htaccess del sitio');
    }
    return probe;
  });
}
