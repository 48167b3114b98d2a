// The editor refuses to run inside another site's page. Where the host sends headers, the editor's
// policy says so (frame-ancestors 'none', X-Frame-Options: DENY); GitHub Pages sends none, and a
// meta policy cannot carry frame-ancestors. So the editor's page starts with this inline script
// (allowed by its hash in the editor's policy, build/postbuild/admin-response-policy.mjs): framed, it
// stops the page before Decap, the editor's own scripts and its configuration load (window.stop()
// ends the parsing, and CMS_MANUAL_INIT keeps Decap from starting should it arrive anyway), and
// shows one Spanish sentence with a link that opens the editor in a tab of its own. The link
// names /admin/ itself, not the framed address: the framing page chose that one.

/** The page's first script (plain ES5: it runs before anything else on every browser). */
export const FRAME_GUARD_SCRIPT =
  'if(window.top!==window.self){window.CMS_MANUAL_INIT=true;window.stop();var b=document.createElement(\'body\');b.innerHTML=\'<p>Por seguridad, el editor del sitio no funciona dentro de otra página: <a href="/admin/" target="_blank" rel="noopener">ábrelo en su propia pestaña</a>.</p>\';document.documentElement.appendChild(b)}';
