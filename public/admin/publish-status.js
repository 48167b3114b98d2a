// The editor's publishing status: whether the last save on the published branch is live, and if
// not, why, in one Spanish sentence (docs/guia-del-editor.md, "Publicar"). It reads what the hosts
// already report to GitHub, with the token Decap keeps after sign-in: the branch's newest commit,
// its check runs (GitHub Actions' jobs, Cloudflare Pages), its commit statuses (Netlify), the
// workflow runs still waiting, and the annotations the workflows write on failure
// (publish/report-step.mjs). "Live" is proven: the published site serves the commit it was built
// from (/commit.txt, lib/admin/site-version.mjs), which must be the saved one.
// Gentle on GitHub's rate limit: conditional requests (ETag; a 304 costs nothing), every 15 s while
// the tab is shown and never while it is hidden, at once after a save, slower after errors.
// Its settings come from the build (/admin/publish-status.json, lib/admin/publish-status.ts).
// Plain script, no framework; jest loads the same file to test the sentences (module.exports).
(function (root, factory) {
  var api = factory();
  if (typeof module === 'object' && module.exports) module.exports = api;
  else api.start(root);
})(typeof window === 'undefined' ? globalThis : window, function () {
  'use strict';

  var MINUTE = 60 * 1000;
  /** Between two looks at GitHub while the tab is shown: a change shows within 30 s. */
  var POLL_MS = 15 * 1000;
  /** While nobody is signed in, how often the sign-in is looked for (local storage only). */
  var SIGN_IN_POLL_MS = 2 * 1000;
  /** The longest wait after GitHub did not answer. */
  var RETRY_MAX_MS = 30 * 1000;
  /** A new commit with no report at all after this: nothing publishes this repository. */
  var NO_REPORT_GRACE_MS = 3 * MINUTE;
  /** A successful run whose site still serves another commit after this: not live. */
  var LIVE_GRACE_MS = 5 * MINUTE;
  /** Still waiting for a runner after this: said, never a spinner forever. */
  var QUEUED_LIMIT_MS = 15 * MINUTE;
  /** Still running after this: longer than any host's own limit (the deploy workflow's is 30 min). */
  var RUNNING_LIMIT_MS = 40 * MINUTE;
  /** Where Decap keeps the signed-in user and its token (LocalStorageAuthStore, decap-cms-core's backend.ts). */
  var USER_KEY = 'decap-cms-user';
  /** Decap's backend when `npm run admin` runs decap-server (local_backend). */
  var LOCAL_BACKEND = 'proxy';

  var WAITING = ['queued', 'pending', 'waiting', 'requested'];
  var FAILED = ['failure', 'timed_out', 'action_required', 'startup_failure', 'stale'];

  var LOCAL_TEXT =
    'Editor local: al guardar se escriben los archivos de esta computadora y no se publica nada. Para publicar, haz commit y push al repositorio.';
  var STILL_OLD = 'El sitio sigue mostrando la versión anterior.';

  // ---- Words ------------------------------------------------------------------------------------

  function dayKey(date, timeZone) {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  }

  /** "10:42" on the practice's clock; "3 de marzo a las 10:42" when it is not today there. */
  function when(time, now, timeZone) {
    var date = new Date(time);
    var clock = new Intl.DateTimeFormat('es-MX', {
      timeZone: timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
    if (dayKey(date, timeZone) === dayKey(new Date(now), timeZone))
      return { at: 'a las ' + clock, of: 'de las ' + clock };
    var day = new Intl.DateTimeFormat('es-MX', {
      timeZone: timeZone,
      day: 'numeric',
      month: 'long',
    }).format(date);
    return { at: 'el ' + day + ' a las ' + clock, of: 'del ' + day + ' a las ' + clock };
  }

  /** "hace un momento", "hace 2 min", "hace 1 h 5 min". */
  function ago(since, now) {
    var minutes = Math.max(0, Math.floor((now - since) / MINUTE));
    if (minutes < 1) return 'hace un momento';
    if (minutes < 60) return 'hace ' + minutes + ' min';
    return (
      'hace ' +
      Math.floor(minutes / 60) +
      ' h' +
      (minutes % 60 ? ' ' + (minutes % 60) + ' min' : '')
    );
  }

  var withoutPeriod = function (text) {
    return String(text || '')
      .trim()
      .replace(/\.$/, '');
  };

  // ---- Where a refused value is, as the editor labels it -----------------------------------------

  /** The data file (or folder) a path belongs to, from the build's list of edited files. */
  function editedFile(files, path) {
    for (var index = 0; index < files.length; index += 1) {
      var entry = files[index];
      if (entry.path === path) return { entry: entry, name: null };
      if (entry.path.slice(-1) === '/' && path.indexOf(entry.path) === 0)
        return { entry: entry, name: path.slice(entry.path.length).replace(/\.md$/, '') };
    }
    return null;
  }

  /** "practices[1].openingHours[0].closes" → ["Consultorios y horarios", "Consultorio 2", …]; null if not a field. */
  function fieldLabels(fields, fieldPath) {
    var parts = fieldPath.match(/[^.[\]]+|\[\d+\]/g) || [];
    var labels = [];
    var scope = fields;
    var last = null;
    for (var index = 0; index < parts.length; index += 1) {
      var part = parts[index];
      var position = /^\[(\d+)\]$/.exec(part);
      if (position) {
        if (!last || !last.item) return null;
        labels.push(last.item + ' ' + (Number(position[1]) + 1));
        continue;
      }
      if (!scope || !scope[part]) return null;
      last = scope[part];
      labels.push(last.label);
      scope = last.fields;
    }
    return labels.length ? labels : null;
  }

  /**
   * Where in the editor the practice fixes what a build refused: "«Consultorio: datos, horarios y
   * cierres» › Consultorios y horarios › Consultorio 2 › Horarios de atención › Horario 1 › Cierra".
   */
  function placeInEditor(files, path, sentence) {
    var found = editedFile(files || [], path || '');
    if (!found) return null;
    var place = '«' + found.entry.label + '»' + (found.name ? ' › ' + found.name : '');
    var rest = String(sentence).replace(/^[^\s:]+\.(?:yml|md)(?: \(línea \d+\))?: /, '');
    var fieldPath = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)(?=: | = |$)/.exec(rest);
    var labels = fieldPath ? fieldLabels(found.entry.fields, fieldPath[1]) : null;
    return labels ? place + ' › ' + labels.join(' › ') : place;
  }

  /** The label of the file's list of example values still to replace (a strict build refuses them). */
  function examplesLabel(files, path) {
    var found = editedFile(files || [], path || '');
    var field = found && found.entry.fields && found.entry.fields.examples;
    return field ? field.label : null;
  }

  // ---- What the hosts report ------------------------------------------------------------------

  /**
   * Each report on the commit, as one of queued, running, success, failure, cancelled: check runs
   * (skipped and neutral ones publish nothing and say nothing), commit statuses, and workflow runs
   * that have no job yet (waiting for their turn) or could not start.
   */
  function reportsOf(observed) {
    var reports = [];
    var suites = {};
    (observed.checkRuns || []).forEach(function (run) {
      if (run.check_suite) suites[run.check_suite.id] = true;
      var report = {
        name: run.name,
        url: run.html_url || run.details_url,
        run: run,
        since: Date.parse(run.started_at) || null,
      };
      if (run.status !== 'completed')
        report.kind = WAITING.indexOf(run.status) >= 0 ? 'queued' : 'running';
      else if (run.conclusion === 'success') report.kind = 'success';
      else if (run.conclusion === 'cancelled') report.kind = 'cancelled';
      else if (FAILED.indexOf(run.conclusion) >= 0) report.kind = 'failure';
      else return;
      report.at = Date.parse(run.completed_at) || null;
      reports.push(report);
    });
    (observed.statuses || []).forEach(function (status) {
      var kind = { pending: 'running', success: 'success', failure: 'failure', error: 'failure' }[
        status.state
      ];
      if (kind)
        reports.push({
          kind: kind,
          name: status.context,
          url: status.target_url,
          status: status,
          at: Date.parse(status.updated_at) || null,
        });
    });
    (observed.workflowRuns || []).forEach(function (run) {
      if (suites[run.check_suite_id]) return;
      if (run.status !== 'completed')
        reports.push({
          kind: run.status === 'in_progress' ? 'running' : 'queued',
          name: run.name,
          url: run.html_url,
        });
      else if (FAILED.indexOf(run.conclusion) >= 0)
        reports.push({ kind: 'failure', name: run.name, url: run.html_url, workflowRun: run });
    });
    return reports;
  }

  /** GitHub's own words for a failure it caused, in Spanish. */
  function githubCause(report, message) {
    var text = String(message || '');
    if (/spending limit|billing|payments? (?:have|has) failed|account is locked/i.test(text))
      return 'GitHub Actions no empezó la publicación: la cuenta no tiene minutos disponibles o tiene un pago pendiente (Settings → Billing)';
    if (
      /maximum execution time|timed? ?out/i.test(text) ||
      (report.run && report.run.conclusion === 'timed_out')
    )
      return 'la publicación tardó más de su tiempo máximo y se detuvo (' + report.name + ')';
    if (report.run && report.run.conclusion === 'action_required')
      return 'la publicación espera que alguien la apruebe en GitHub (' + report.name + ')';
    if (report.workflowRun)
      return (
        'el flujo «' +
        report.name +
        '» no pudo empezar; su archivo de GitHub Actions tiene un error'
      );
    if (report.status)
      return (
        report.name +
        ' no pudo publicar' +
        (report.status.description ? ' («' + withoutPeriod(report.status.description) + '»)' : '')
      );
    if (text) return 'falló «' + report.name + '» (GitHub dice: «' + withoutPeriod(text) + '»)';
    var title = report.run && report.run.output && report.run.output.title;
    return (
      'falló «' +
      report.name +
      '»' +
      (title ? ' («' + withoutPeriod(title) + '»)' : '') +
      '; el motivo está en su registro en GitHub'
    );
  }

  /**
   * Why the failures happened: the workflows' own sentences first (their titles say who fixes it,
   * and which of how many causes: "Corrígelo en el editor (1 de 51)"), else what GitHub or the host says.
   */
  function failureCause(failures, observed, settings) {
    var counted = new RegExp(settings.titleCount);
    var whose = function (annotation) {
      var match = counted.exec(annotation.title);
      var title = match ? match[1] : annotation.title;
      if (title === settings.fixedBy.practice)
        return { fixedBy: 'practice', total: match ? Number(match[3]) : 1 };
      if (title === settings.fixedBy.developer)
        return { fixedBy: 'developer', total: match ? Number(match[3]) : 1 };
      return null;
    };
    var ours = [];
    var theirs = [];
    failures.forEach(function (report) {
      var annotations = (report.run && (observed.annotations || {})[report.run.id]) || [];
      annotations.forEach(function (annotation) {
        var who = whose(annotation);
        if (who) ours.push({ annotation: annotation, who: who, report: report });
        else if (annotation.annotation_level === 'failure')
          theirs.push({ report: report, annotation: annotation });
      });
    });
    if (ours.length) {
      var practice = ours.filter(function (found) {
        return found.who.fixedBy === 'practice';
      });
      var chosen = (practice.length ? practice : ours)[0];
      var more = Math.max(chosen.who.total, (practice.length ? practice : ours).length) - 1;
      return {
        fixedBy: chosen.who.fixedBy,
        why: withoutPeriod(chosen.annotation.message) + (more > 0 ? ' (y ' + more + ' más)' : ''),
        path: chosen.annotation.path,
        url: chosen.report.url,
      };
    }
    var first = theirs[0];
    return {
      fixedBy: 'developer',
      why: first
        ? githubCause(first.report, first.annotation.message)
        : githubCause(failures[0], ''),
      url: (first ? first.report : failures[0]).url,
    };
  }

  // ---- The status -------------------------------------------------------------------------------

  function notPublished(saved, why) {
    return 'Tu cambio ' + saved + ' no se publicó: ' + withoutPeriod(why) + '. ' + STILL_OLD;
  }

  function developerName(settings) {
    return settings.developer ? settings.developer.name : 'la persona que mantiene tu sitio';
  }

  /** What to do when the practice cannot fix it: tell the developer, with a ready message. */
  function tellDeveloper(status, settings, observed) {
    var developer = settings.developer;
    status.fixedBy = 'developer';
    status.action =
      status.action ||
      'Esto no se corrige desde el editor: avisa a ' + developerName(settings) + '.';
    if (developer && (developer.mailto || developer.whatsapp)) {
      var head = observed.head || {};
      var body = [
        'Hola, ' + developer.name + '.',
        'El editor del sitio dice: ' + status.text,
        'Repositorio ' +
          settings.repo +
          ', rama ' +
          settings.branch +
          (head.sha ? ', commit ' + head.sha.slice(0, 7) : '') +
          '.',
      ];
      if (status.url) body.push('Detalle en GitHub: ' + status.url);
      status.message = body.join('\n');
    }
    return status;
  }

  /**
   * The status of the last save, from what was observed: { tone, text, action?, fixedBy?, url?,
   * message? } (message: the text for the developer), or null when nobody is signed in.
   */
  function describeStatus(observed, settings, now) {
    if (observed.mode === 'signed-out') return null;
    if (observed.mode === 'local') return { tone: 'info', text: LOCAL_TEXT };
    var zone = settings.timeZone;
    if (observed.problem === 'expired')
      return {
        tone: 'problem',
        text: 'Tu sesión de GitHub expiró: no se puede saber si tus cambios se publicaron.',
        action:
          'Cierra la sesión (tu nombre, arriba a la derecha → Cerrar sesión) y vuelve a entrar.',
      };
    if (observed.problem === 'unreachable')
      return {
        tone: 'problem',
        text: 'No se puede consultar a GitHub (sin conexión, o GitHub no responde), así que no se sabe si tu último cambio se publicó.',
        action: 'Se vuelve a intentar ' + when(observed.retryAt, now, zone).at + '.',
      };
    if (observed.problem === 'rate-limited')
      return {
        tone: 'problem',
        text: 'GitHub pidió esperar antes de más consultas, así que por ahora no se sabe si tu último cambio se publicó.',
        action: 'Se vuelve a consultar ' + when(observed.retryAt, now, zone).at + '.',
      };
    if (observed.problem === 'no-access')
      return tellDeveloper(
        {
          tone: 'problem',
          text:
            'Tu cuenta de GitHub no puede leer el estado de la publicación de ' +
            settings.repo +
            '.',
        },
        settings,
        observed,
      );
    if (observed.problem === 'no-branch')
      return tellDeveloper(
        {
          tone: 'problem',
          text:
            'GitHub no tiene la rama ' +
            settings.branch +
            ' de ' +
            settings.repo +
            ', donde el editor guarda.',
        },
        settings,
        observed,
      );
    var head = observed.head;
    if (!head)
      return { tone: 'progress', text: 'Consultando si tu último cambio ya está en línea…' };

    var saved = when(head.date, now, zone).of;
    var served = observed.served || {};
    var reports = reportsOf(observed);
    var latest = function (kind) {
      return reports
        .filter(function (report) {
          return report.kind === kind && report.at;
        })
        .reduce(function (max, report) {
          return Math.max(max, report.at);
        }, 0);
    };
    if (served.sha === head.sha) {
      var published = latest('success') || served.since || now;
      return {
        tone: 'ok',
        text: 'Publicado ' + when(published, now, zone).at + ': ya está en línea',
      };
    }

    var failures = reports.filter(function (report) {
      return report.kind === 'failure';
    });
    if (failures.length) {
      var cause = failureCause(failures, observed, settings);
      var failed = { tone: 'problem', text: notPublished(saved, cause.why), url: cause.url };
      if (cause.fixedBy === 'practice') {
        var place = placeInEditor(settings.files, cause.path, cause.why);
        var examples =
          /\(ejemplo\)(?: \(y \d+ más\))?$/.test(cause.why) &&
          examplesLabel(settings.files, cause.path);
        failed.fixedBy = 'practice';
        failed.action = !place
          ? 'Corrígelo en el editor y vuelve a publicar.'
          : examples
            ? 'Cámbialo por el dato real en el editor, en ' +
              place +
              ', borra su renglón de «' +
              examples +
              '» y vuelve a publicar.'
            : 'Corrígelo en el editor, en ' + place + ', y vuelve a publicar.';
        return failed;
      }
      return tellDeveloper(failed, settings, observed);
    }

    var waiting = reports.filter(function (report) {
      return report.kind === 'queued' || report.kind === 'running';
    });
    if (waiting.length) {
      var queuedOnly = waiting.every(function (report) {
        return report.kind === 'queued';
      });
      if (queuedOnly && now - head.date >= QUEUED_LIMIT_MS)
        return tellDeveloper(
          {
            tone: 'problem',
            text:
              'Tu cambio ' +
              saved +
              ' lleva ' +
              ago(head.date, now).replace('hace ', '') +
              ' esperando turno para publicarse y nadie lo ha empezado (' +
              waiting[0].name +
              '). ' +
              STILL_OLD,
            url: waiting[0].url,
          },
          settings,
          observed,
        );
      if (now - head.date >= RUNNING_LIMIT_MS)
        return tellDeveloper(
          {
            tone: 'problem',
            text:
              'Tu cambio ' +
              saved +
              ' lleva ' +
              ago(head.date, now).replace('hace ', '') +
              ' publicándose, más de lo que puede tardar (' +
              waiting[0].name +
              '). ' +
              STILL_OLD,
            url: waiting[0].url,
          },
          settings,
          observed,
        );
      return {
        tone: 'progress',
        text: 'Publicando tu cambio… (empezó ' + ago(head.date, now) + ')',
      };
    }

    var cancelled = reports.filter(function (report) {
      return report.kind === 'cancelled';
    });
    if (cancelled.length) {
      // GitHub Actions cancels a job that passes its time limit, and says so in an annotation.
      var overtime = cancelled.filter(function (report) {
        return ((report.run && (observed.annotations || {})[report.run.id]) || []).some(
          function (annotation) {
            return /maximum execution time/i.test(annotation.message);
          },
        );
      })[0];
      var stopped = overtime
        ? githubCause(overtime, 'maximum execution time')
        : 'la publicación se canceló antes de terminar (' + cancelled[0].name + ')';
      return tellDeveloper(
        {
          tone: 'problem',
          text: notPublished(saved, stopped),
          url: (overtime || cancelled[0]).url,
        },
        settings,
        observed,
      );
    }

    var succeeded = latest('success');
    if (succeeded) {
      if (now - succeeded < LIVE_GRACE_MS)
        return {
          tone: 'progress',
          text: 'Publicando tu cambio… (empezó ' + ago(head.date, now) + ')',
        };
      var why =
        'la publicación terminó ' +
        when(succeeded, now, zone).at +
        ', pero el sitio ' +
        (served.missing
          ? 'no tiene el archivo que dice qué versión sirve (' +
            settings.siteVersionPath +
            '): la publicación pudo ir a otra carpeta'
          : served.unknown
            ? 'no respondió al preguntarle qué versión sirve'
            : served.cached
              ? 'sigue entregando una copia guardada (caché del CDN) de la versión anterior'
              : 'sigue sirviendo otra versión: una caché (CDN) que no se renovó, o una publicación en otra carpeta');
      return tellDeveloper(
        {
          tone: 'problem',
          text: 'Tu cambio ' + saved + ' no está en línea: ' + why + '. ' + STILL_OLD,
        },
        settings,
        observed,
      );
    }

    if (now - head.date < NO_REPORT_GRACE_MS)
      return {
        tone: 'progress',
        text: 'Publicando tu cambio… (empezó ' + ago(head.date, now) + ')',
      };
    return tellDeveloper(
      {
        tone: 'problem',
        text: 'Tus cambios se guardan en GitHub, pero este sitio no tiene la publicación configurada: ningún servicio genera ni sube el sitio al guardar.',
        action:
          'Pide a ' +
          developerName(settings) +
          ' que configure la publicación: Netlify, Cloudflare Pages, GitHub Pages o el flujo «Publicar» de GitHub Actions.',
      },
      settings,
      observed,
    );
  }

  // ---- Reading GitHub and the site ---------------------------------------------------------------

  function Problem(kind, retryAt) {
    this.kind = kind;
    this.retryAt = retryAt;
  }

  function readUser(storage) {
    try {
      var user = JSON.parse(storage.getItem(USER_KEY) || 'null');
      return user && typeof user === 'object' ? user : null;
    } catch {
      return null;
    }
  }

  /** GET with the token; each URL's last answer is kept with its ETag, and a 304 returns it again. */
  function githubClient(win, token, cache) {
    return function get(url, optional) {
      var kept = cache.get(url);
      var headers = { Accept: 'application/vnd.github+json', Authorization: 'token ' + token };
      if (kept) headers['If-None-Match'] = kept.etag;
      // GitHub lets browsers keep an answer 60 s: never use a kept one unasked (a 304 is free).
      return win.fetch(url, { headers: headers, cache: kept ? 'no-store' : 'no-cache' }).then(
        function (response) {
          if (response.status === 304 && kept) return kept.body;
          if (response.status === 401) throw new Problem('expired');
          var remaining = response.headers.get('x-ratelimit-remaining');
          // The primary limit (403, none remaining) and the secondary one (403 or 429 with Retry-After).
          if (
            response.status === 429 ||
            (response.status === 403 && (remaining === '0' || response.headers.get('retry-after')))
          ) {
            var reset = Number(response.headers.get('x-ratelimit-reset')) * 1000;
            var after = Number(response.headers.get('retry-after')) * 1000;
            throw new Problem(
              'rate-limited',
              after ? Date.now() + after : reset || Date.now() + MINUTE,
            );
          }
          if (response.status === 404 || response.status === 403) {
            if (optional) return null;
            throw new Problem(response.status === 404 ? 'not-found' : 'no-access');
          }
          if (!response.ok) throw new Problem('unreachable');
          return response.json().then(function (body) {
            var etag = response.headers.get('etag');
            if (etag) {
              cache.set(url, { etag: etag, body: body });
              // A long session looks at many commits: keep the newest answers only.
              if (cache.size > 60) cache.delete(cache.keys().next().value);
            }
            return body;
          });
        },
        function () {
          throw new Problem('unreachable');
        },
      );
    };
  }

  /** The commit the published site serves, asked of the site itself, past every cache of this browser. */
  function siteVersion(win, path) {
    return win.fetch(path, { cache: 'no-store' }).then(
      function (response) {
        if (response.status === 404) return { missing: true };
        if (!response.ok) return { unknown: true };
        var age = Number(response.headers.get('age')) || 0;
        var hit = /hit/i.test(
          (response.headers.get('x-cache') || '') +
            ' ' +
            (response.headers.get('cf-cache-status') || ''),
        );
        return response.text().then(function (text) {
          var sha = text.trim().toLowerCase();
          return /^[0-9a-f]{40}$/.test(sha)
            ? { sha: sha, cached: age > 0 || hit }
            : { unknown: true };
        });
      },
      function () {
        return { unknown: true };
      },
    );
  }

  function observe(win, settings, token, cache) {
    var get = githubClient(win, token, cache);
    var repo = settings.apiRoot + '/repos/' + settings.repo;
    return get(repo + '/commits/' + settings.branch.split('/').map(encodeURIComponent).join('/'))
      .catch(function (problem) {
        throw problem.kind === 'not-found' ? new Problem('no-branch') : problem;
      })
      .then(function (commit) {
        var sha = commit.sha;
        var author = commit.commit.committer || commit.commit.author;
        var commitUrl = repo + '/commits/' + sha;
        return Promise.all([
          get(commitUrl + '/check-runs?per_page=100'),
          get(commitUrl + '/status?per_page=100'),
          get(repo + '/actions/runs?head_sha=' + sha + '&per_page=50', true),
          siteVersion(win, settings.siteVersionPath),
        ]).then(function (answers) {
          var checkRuns = (answers[0] && answers[0].check_runs) || [];
          var failedWithNotes = checkRuns.filter(function (run) {
            var ended = FAILED.indexOf(run.conclusion) >= 0 || run.conclusion === 'cancelled';
            return (
              run.status === 'completed' && ended && run.output && run.output.annotations_count > 0
            );
          });
          return Promise.all(
            failedWithNotes.map(function (run) {
              return get(repo + '/check-runs/' + run.id + '/annotations?per_page=50', true);
            }),
          ).then(function (notes) {
            var annotations = {};
            failedWithNotes.forEach(function (run, index) {
              annotations[run.id] = notes[index] || [];
            });
            return {
              mode: 'github',
              head: { sha: sha, date: Date.parse(author.date) },
              checkRuns: checkRuns,
              statuses: (answers[1] && answers[1].statuses) || [],
              workflowRuns: (answers[2] && answers[2].workflow_runs) || [],
              annotations: annotations,
              served: answers[3],
            };
          });
        });
      });
  }

  // ---- On the page ------------------------------------------------------------------------------

  function render(win, box, status, settings) {
    var doc = win.document;
    var key = status ? JSON.stringify(status) : '';
    if (box.getAttribute('data-key') === key) return;
    box.setAttribute('data-key', key);
    box.textContent = '';
    box.hidden = !status;
    if (!status) return;
    box.setAttribute('data-tone', status.tone);
    var text = doc.createElement('p');
    text.className = 'editor-status-text';
    text.textContent = status.text;
    box.appendChild(text);
    if (status.action) {
      var action = doc.createElement('p');
      action.className = 'editor-status-action';
      action.textContent = status.action;
      box.appendChild(action);
    }
    var developer = settings && settings.developer;
    if (status.message && developer) {
      var links = doc.createElement('p');
      links.className = 'editor-status-contact';
      var bounded = Array.from(status.message).slice(0, settings.whatsappTextLimit).join('');
      if (developer.mailto)
        links.appendChild(
          link(
            doc,
            developer.mailto + '&body=' + encodeURIComponent(status.message),
            'Escribir por correo',
          ),
        );
      if (developer.whatsapp)
        links.appendChild(
          link(
            doc,
            developer.whatsapp + encodeURIComponent(bounded),
            'Escribir por WhatsApp',
            true,
          ),
        );
      box.appendChild(links);
    }
  }

  function link(doc, href, label, newTab) {
    var anchor = doc.createElement('a');
    anchor.href = href;
    anchor.textContent = label;
    if (newTab) {
      anchor.target = '_blank';
      anchor.rel = 'noopener';
    }
    return anchor;
  }

  /** Keeps the editor's own panes clear of the status: they end where it begins (editor.css). */
  function reserveSpace(win, box) {
    var update = function () {
      var bar = box.parentElement;
      var height = box.hidden || !bar ? 0 : win.innerHeight - bar.getBoundingClientRect().top;
      win.document.documentElement.style.setProperty(
        '--editor-status-space',
        Math.max(0, Math.ceil(height)) + 'px',
      );
    };
    if (win.ResizeObserver) new win.ResizeObserver(update).observe(box);
    win.addEventListener('resize', update);
    return update;
  }

  function start(win) {
    var doc = win.document;
    var box = doc.getElementById('estado-publicacion');
    if (!box || !win.fetch) return;
    var settings = null;
    var cache = new Map();
    var timer = null;
    var failures = 0;
    var looks = 0;
    var expiredToken = null;
    var seen = { sha: null, since: 0 };
    var layout = reserveSpace(win, box);

    function schedule(delay) {
      win.clearTimeout(timer);
      timer = doc.hidden ? null : win.setTimeout(tick, delay);
    }

    function show(observed) {
      render(win, box, describeStatus(observed, settings, Date.now()), settings);
      layout();
    }

    function tick() {
      timer = null;
      if (doc.hidden) return;
      var user = readUser(win.localStorage);
      if (!user) {
        show({ mode: 'signed-out' });
        return schedule(SIGN_IN_POLL_MS);
      }
      if (user.backendName === LOCAL_BACKEND) {
        show({ mode: 'local' });
        return schedule(POLL_MS);
      }
      if (!user.token || user.token === expiredToken) {
        show({ mode: 'github', problem: 'expired' });
        return schedule(SIGN_IN_POLL_MS);
      }
      // The next look is set now, on a steady beat, whatever this one takes; only the newest look
      // may change what is shown.
      schedule(POLL_MS);
      var look = (looks += 1);
      observe(win, settings, user.token, cache).then(
        function (observed) {
          if (look !== looks) return;
          failures = 0;
          if (observed.served.sha !== seen.sha)
            seen = { sha: observed.served.sha, since: Date.now() };
          observed.served.since = seen.since;
          show(observed);
        },
        function (problem) {
          if (look !== looks) return;
          if (!(problem instanceof Problem)) {
            // A fault of this script: say GitHub could not be read, and keep trying.
            win.console.error(problem);
            problem = new Problem('unreachable');
          }
          if (problem.kind === 'expired') {
            expiredToken = user.token;
            show({ mode: 'github', problem: 'expired' });
            return schedule(SIGN_IN_POLL_MS);
          }
          var delay =
            problem.kind === 'rate-limited'
              ? Math.max(POLL_MS, problem.retryAt - Date.now())
              : Math.min(RETRY_MAX_MS, POLL_MS * Math.pow(2, failures));
          failures += 1;
          show({ mode: 'github', problem: problem.kind, retryAt: Date.now() + delay });
          schedule(delay);
        },
      );
    }

    win
      .fetch('/admin/publish-status.json', { cache: 'no-store' })
      .then(function (response) {
        return response.json();
      })
      .then(function (loaded) {
        settings = loaded;
        // A save on GitHub is a new commit: look at once instead of at the next turn.
        if (win.CMS && win.CMS.registerEventListener)
          win.CMS.registerEventListener({
            name: 'postSave',
            handler: function () {
              schedule(0);
            },
          });
        doc.addEventListener('visibilitychange', function () {
          schedule(0);
        });
        schedule(0);
      })
      .catch(function () {
        render(
          win,
          box,
          {
            tone: 'problem',
            text: 'El estado de la publicación no está disponible: falta /admin/publish-status.json en este sitio.',
          },
          null,
        );
      });
  }

  return {
    describeStatus: describeStatus,
    placeInEditor: placeInEditor,
    reportsOf: reportsOf,
    limits: {
      POLL_MS: POLL_MS,
      NO_REPORT_GRACE_MS: NO_REPORT_GRACE_MS,
      LIVE_GRACE_MS: LIVE_GRACE_MS,
      QUEUED_LIMIT_MS: QUEUED_LIMIT_MS,
      RUNNING_LIMIT_MS: RUNNING_LIMIT_MS,
    },
    USER_KEY: USER_KEY,
    start: start,
  };
});
