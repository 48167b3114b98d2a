// The transport of each DEPLOY_TARGET, loaded only when used (each pulls in its own client library).

/**
 * @param {import('./settings.mjs').Settings} settings
 * @param {{ log: (line: string) => void, warn: (line: string) => void }} io
 * @returns {Promise<import('./run-deploy.mjs').Transport>}
 */
export async function transportFor(settings, io) {
  switch (settings.target) {
    case 'ftp':
    case 'ftps':
      return (await import('./targets/ftp.mjs')).ftpTransport(settings, io);
    case 'sftp':
      return (await import('./targets/sftp.mjs')).sftpTransport(settings, io);
    case 'rsync':
      return (await import('./targets/rsync.mjs')).rsyncTransport(settings, io);
    case 's3':
      return (await import('./targets/s3.mjs')).s3Transport(settings, io);
  }
}
