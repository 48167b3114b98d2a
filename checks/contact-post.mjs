// What every local stand-in for the contact endpoint does before deciding its answer: CORS for the
// browser's preflight, then the posted JSON body. Used by the Playwright endpoint spec and the
// cross-engine suite's receiver, which differ only in how they answer.

/**
 * A request listener: answers the preflight itself, and hands each POST's parsed body, the
 * request and the response to `answer`.
 * @param {(body: Record<string, unknown>, request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} answer
 * @returns {import('node:http').RequestListener}
 */
export function contactPostListener(answer) {
  return (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => answer(JSON.parse(body), request, response));
  };
}
