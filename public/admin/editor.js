// Runs after Decap CMS (decap-cms.js) on /admin/, before it reads its configuration.
// 1. Spanish for the phrases Decap's own Spanish locale lacks (they would show in English), and a
//    pattern message that reads with the hints of lib/admin/decap-config.ts ("Cierra: debe ser…").
// 2. An emptied optional field reaches Decap as ''; the data files' schema reads an absent value as
//    null, so every save stores '' as null, and a nested optional group left entirely empty (a photo
//    never set) as null too.
(function () {
  var CMS = window.CMS;

  function merge(target, source) {
    Object.keys(source).forEach(function (key) {
      var value = source[key];
      if (value && typeof value === 'object') {
        target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
      } else {
        target[key] = value;
      }
    });
    return target;
  }

  CMS.registerLocale(
    'es',
    merge(CMS.getLocale('es') || {}, {
      editor: {
        editorControlPane: {
          widget: {
            regexPattern: '%{fieldLabel}: debe ser %{pattern}.',
          },
        },
        editorWidgets: {
          list: { add: 'Agregar %{item}', addType: 'Agregar %{item}' },
          object: { expand: 'Mostrar', collapse: 'Ocultar' },
          // Every date field here is a calendar day: "now" means today.
          datetime: { now: 'Hoy', setToNow: 'Poner %{fieldLabel} en la fecha de hoy' },
        },
      },
    }),
  );

  var IS_MAP = '@@__IMMUTABLE_MAP__@@';
  var IS_LIST = '@@__IMMUTABLE_LIST__@@';

  function isBlank(value) {
    return value === '' || value === null || value === undefined;
  }

  function clean(value) {
    if (value === '') return null;
    if (value && value[IS_LIST]) return value.map(clean);
    if (value && value[IS_MAP]) {
      var cleaned = value.map(clean);
      return cleaned.size > 0 && cleaned.every(isBlank) ? null : cleaned;
    }
    return value;
  }

  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      // The file's own top-level groups (the profiles) stay objects even when every field is empty.
      return event.entry.get('data').map(function (value) {
        return value && value[IS_MAP] ? value.map(clean) : clean(value);
      });
    },
  });
})();
