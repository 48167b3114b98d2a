// Runs right after Decap CMS (decap-cms.js) on /admin/, before its first render: the editor's every
// phrase in Mexican Spanish, its locale's and those its libraries write in English. Decap's own "es" locale is Spain's Spanish ("Oops, no ha rellenado…")
// and lacks half of the keys, which then show in English; before the configuration arrives Decap
// speaks its "en" locale ("Loading configuration..."). So both are registered with this one
// translation of every key of Decap 3.16's English locale, and no phrase falls back to English.
(function () {
  var CMS = window.CMS;

  var ES_MX = {
    auth: {
      login: 'Iniciar sesión',
      loggingIn: 'Iniciando sesión…',
      loginWithNetlifyIdentity: 'Iniciar sesión con Netlify Identity',
      loginWithAzure: 'Iniciar sesión con Azure',
      loginWithBitbucket: 'Iniciar sesión con Bitbucket',
      loginWithGitHub: 'Iniciar sesión con GitHub',
      loginWithGitLab: 'Iniciar sesión con GitLab',
      loginWithGitea: 'Iniciar sesión con Gitea',
      loginWithForgejo: 'Iniciar sesión con Forgejo',
      errors: {
        email: 'Escribe tu correo electrónico.',
        password: 'Escribe tu contraseña.',
        identitySettings: 'No se pudo leer la configuración de acceso del editor.',
      },
    },
    app: {
      header: {
        content: 'Contenido',
        workflow: 'Revisión',
        media: 'Fotos',
        quickAdd: 'Agregar',
      },
      app: {
        errorHeader: 'No se pudo cargar la configuración del editor',
        configErrors: 'Errores en la configuración',
        checkConfigYml: 'Avisa a quien mantiene el sitio.',
        loadingConfig: 'Cargando el editor…',
        waitingBackend: 'Conectando…',
      },
      notFoundPage: {
        header: 'No se encontró esta página',
      },
    },
    collection: {
      sidebar: {
        collections: 'Secciones',
        allCollections: 'Todas las secciones',
        searchAll: 'Buscar en todo',
        searchIn: 'Buscar en',
      },
      collectionTop: {
        sortBy: 'Ordenar por',
        viewAs: 'Ver como',
        viewAsList: 'Ver como lista',
        viewAsGrid: 'Ver como cuadrícula',
        newButton: '＋ %{collectionLabel}',
        newButtonAriaLabel: 'Agregar %{collectionLabel}',
        ascending: 'De menor a mayor',
        descending: 'De mayor a menor',
        searchResults: 'Resultados de «%{searchTerm}»',
        searchResultsInCollection: 'Resultados de «%{searchTerm}» en %{collection}',
        filterBy: 'Filtrar por',
        groupBy: 'Agrupar por',
      },
      entries: {
        loadingEntries: 'Cargando…',
        cachingEntries: 'Cargando…',
        longerLoading: 'Esto puede tardar unos minutos',
        noEntries: 'Todavía no hay nada aquí',
        unpublishedHeader: 'Sin publicar',
      },
      groups: {
        other: 'Otros',
        negateLabel: 'Sin %{label}',
      },
      defaultFields: {
        author: { label: 'Autor' },
        updatedOn: { label: 'Última modificación' },
      },
    },
    editor: {
      editorControl: {
        field: {
          optional: 'opcional',
          // Decap fills in the widget's English name ("string"): the label says only what it is.
          widgetLabel: 'Campo',
        },
      },
      editorControlPane: {
        widget: {
          required: 'Falta llenar «%{fieldLabel}».',
          // Reads with the hints of lib/admin/decap-fields.ts: "Cierra: debe ser una hora de 00:00 a 23:59…".
          regexPattern: '%{fieldLabel}: debe ser %{pattern}.',
          processing: '%{fieldLabel}: todavía se está procesando.',
          range: '%{fieldLabel}: debe estar entre %{minValue} y %{maxValue}.',
          min: '%{fieldLabel}: debe ser por lo menos %{minValue}.',
          max: '%{fieldLabel}: debe ser %{maxValue} o menos.',
          rangeCount: '%{fieldLabel}: debe tener de %{minCount} a %{maxCount} elementos.',
          rangeCountExact: '%{fieldLabel}: debe tener exactamente %{count} elementos.',
          rangeMin: '%{fieldLabel}: debe tener por lo menos %{minCount} elementos.',
          rangeMax: '%{fieldLabel}: debe tener %{maxCount} elementos o menos.',
          invalidPath: '«%{path}» no es una ruta válida',
          pathExists: 'Ya existe «%{path}»',
        },
        i18n: {
          writingInLocale: 'Escribiendo en %{locale}',
          copyFromLocale: 'Copiar de otro idioma',
          copyFromLocaleConfirm:
            '¿Copiar el contenido en %{locale}?\nSe reemplaza todo lo que hay escrito.',
        },
      },
      editor: {
        onLeavePage: '¿Seguro que quieres salir de esta página?',
        onUpdatingWithUnsavedChanges: 'Tienes cambios sin guardar: guárdalos primero.',
        onPublishingNotReady: 'Marca la entrada como lista antes de publicarla.',
        onPublishingWithUnsavedChanges: 'Tienes cambios sin guardar: guárdalos antes de publicar.',
        onPublishing: '¿Publicar estos cambios?',
        onUnpublishing: '¿Quitar esta entrada del sitio?',
        onDeleteWithUnsavedChanges:
          '¿Borrar esta entrada publicada y los cambios que no guardaste?',
        onDeletePublishedEntry: '¿Borrar esta entrada publicada?',
        onDeleteUnpublishedChangesWithUnsavedChanges:
          'Se borrarán los cambios sin publicar de esta entrada y los que no guardaste. ¿Borrarlos?',
        onDeleteUnpublishedChanges:
          'Se borrarán los cambios sin publicar de esta entrada. ¿Borrarlos?',
        loadingEntry: 'Cargando…',
        confirmLoadBackup:
          'Hay una copia de cambios que no se guardaron en esta entrada. ¿Quieres recuperarla?',
      },
      editorInterface: {
        toggleI18n: 'Mostrar u ocultar los idiomas',
        togglePreview: 'Mostrar u ocultar la vista previa',
        toggleScrollSync: 'Desplazar juntos',
        toggleNotes: 'Mostrar u ocultar las notas',
      },
      editorNotesPane: {
        title: 'Notas',
        emptyState: 'Todavía no hay notas.',
        addNote: 'Agregar nota',
        addPlaceholder: 'Escribe una nota…',
        editPlaceholder: 'Cambia tu nota…',
        save: 'Guardar',
        cancel: 'Cancelar',
        edit: 'Cambiar',
        delete: 'Borrar',
        resolve: 'Resolver',
        unresolve: 'Reabrir',
        confirmDelete: '¿Borrar esta nota?',
        shortcut: 'Ctrl+Enter agrega la nota',
      },
      editorToolbar: {
        publishing: 'Publicando…',
        publish: 'Publicar',
        published: 'Publicado',
        unpublish: 'Quitar del sitio',
        duplicate: 'Duplicar',
        unpublishing: 'Quitando del sitio…',
        publishAndCreateNew: 'Publicar y agregar otro',
        publishAndDuplicate: 'Publicar y duplicar',
        deleteUnpublishedChanges: 'Borrar los cambios sin publicar',
        deleteUnpublishedEntry: 'Borrar la entrada sin publicar',
        deletePublishedEntry: 'Borrar la entrada publicada',
        deleteEntry: 'Borrar',
        saving: 'Guardando…',
        save: 'Guardar',
        statusInfoTooltipDraft: 'Es un borrador.',
        statusInfoTooltipInReview: 'Está en revisión.',
        deleting: 'Borrando…',
        updating: 'Actualizando…',
        status: 'Estado: %{status}',
        backCollection: ' Editando %{collectionLabel}',
        unsavedChanges: 'Cambios sin guardar',
        changesSaved: 'Cambios guardados',
        draft: 'Borrador',
        inReview: 'En revisión',
        ready: 'Listo',
        publishNow: 'Publicar ahora',
        deployPreviewPendingButtonLabel: 'Buscar la vista previa',
        deployPreviewButtonLabel: 'Ver la vista previa',
        deployButtonLabel: 'Ver en el sitio',
      },
      editorWidgets: {
        markdown: {
          bold: 'Negritas',
          italic: 'Cursivas',
          strikethrough: 'Tachado',
          code: 'Código',
          link: 'Enlace',
          linkPrompt: 'Escribe la dirección del enlace',
          headings: 'Títulos',
          quote: 'Cita',
          bulletedList: 'Lista con viñetas',
          numberedList: 'Lista numerada',
          addComponent: 'Insertar',
          richText: 'Texto con formato',
          markdown: 'Texto con marcas',
          toggleMode: {
            rich: 'Ver el texto con formato',
            markdown: 'Ver el texto con sus marcas',
          },
        },
        image: {
          choose: 'Elegir una foto',
          chooseMultiple: 'Elegir fotos',
          chooseUrl: 'Insertar desde una dirección web',
          replaceUrl: 'Cambiar por una dirección web',
          promptUrl: 'Escribe la dirección web de la foto',
          chooseDifferent: 'Elegir otra foto',
          addMore: 'Agregar más fotos',
          remove: 'Quitar la foto',
          removeAll: 'Quitar todas las fotos',
        },
        file: {
          choose: 'Elegir un archivo',
          chooseUrl: 'Insertar desde una dirección web',
          chooseMultiple: 'Elegir archivos',
          replaceUrl: 'Cambiar por una dirección web',
          promptUrl: 'Escribe la dirección web del archivo',
          chooseDifferent: 'Elegir otro archivo',
          addMore: 'Agregar más archivos',
          remove: 'Quitar el archivo',
          removeAll: 'Quitar todos los archivos',
        },
        unknownControl: { noControl: 'Este campo no se puede editar aquí.' },
        unknownPreview: { noPreview: 'Este campo no tiene vista previa.' },
        headingOptions: {
          headingOne: 'Título 1',
          headingTwo: 'Título 2',
          headingThree: 'Título 3',
          headingFour: 'Título 4',
          headingFive: 'Título 5',
          headingSix: 'Título 6',
        },
        // Every date field here is a calendar day: "now" means today.
        datetime: {
          now: 'Hoy',
          clear: 'Borrar',
          // Decap fills in the field's key ("consentDate"), not its label: the button names none.
          setToNow: 'Poner la fecha de hoy',
        },
        list: { add: 'Agregar %{item}', addType: 'Agregar %{item}' },
        object: { expand: 'Mostrar', collapse: 'Ocultar' },
      },
    },
    mediaLibrary: {
      mediaLibraryCard: {
        draft: 'Borrador',
        copy: 'Copiar',
        copyUrl: 'Copiar la dirección',
        copyPath: 'Copiar la ubicación',
        copyName: 'Copiar el nombre',
        copied: 'Copiado',
      },
      mediaLibrary: {
        onDelete: '¿Borrar las fotos elegidas?',
        fileTooLarge: 'El archivo es muy grande.\nEl máximo es de %{size} kB.',
      },
      mediaLibraryModal: {
        loading: 'Cargando…',
        close: 'Cerrar',
        noResults: 'No hay resultados.',
        noAssetsFound: 'Todavía no hay archivos.',
        noImagesFound: 'Todavía no hay fotos.',
        private: 'Privado ',
        images: 'Fotos',
        mediaAssets: 'Archivos',
        search: 'Buscar…',
        uploading: 'Subiendo…',
        upload: 'Subir una foto',
        download: 'Descargar',
        deleting: 'Borrando…',
        deleteSelected: 'Borrar las elegidas',
        chooseSelected: 'Usar la elegida',
      },
    },
    ui: {
      default: { goBackToSite: 'Ir al sitio' },
      errorBoundary: {
        title: 'Error',
        details: 'Algo falló en el editor. ',
        reportIt: 'Avisa a quien mantiene el sitio.',
        detailsHeading: 'Detalles',
        privacyWarning: 'Antes de enviar estos detalles, revisa que no lleven datos privados.',
        recoveredEntry: {
          heading: 'Texto recuperado',
          warning: 'Copia esto a otro lugar antes de salir de la página.',
          copyButtonLabel: 'Copiar',
        },
      },
      settingsDropdown: {
        logOut: 'Cerrar sesión',
        account: 'Tu cuenta',
      },
      toast: {
        onFailToLoadEntries: 'No se pudo cargar: %{details}',
        onFailToLoadDeployPreview: 'No se pudo cargar la vista previa: %{details}',
        onFailToPersist: 'No se pudo guardar: %{details}',
        onFailToDelete: 'No se pudo borrar: %{details}',
        onFailToUpdateStatus: 'No se pudo cambiar el estado: %{details}',
        // Decap says it for any field that does not pass its check, a wrong hour as well as an empty one.
        missingRequiredField:
          'Hay un campo por corregir: su mensaje en rojo dice qué falta o qué cambiar.',
        entrySaved: 'Cambios guardados',
        entryPublished: 'Cambios guardados',
        entryUnpublished: 'Quitado del sitio',
        onFailToPublishEntry: 'No se pudo guardar: %{details}',
        onFailToUnpublishEntry: 'No se pudo quitar del sitio: %{details}',
        entryUpdated: 'Estado actualizado',
        onDeleteUnpublishedChanges: 'Cambios sin publicar borrados',
        noteAdded: 'Nota agregada',
        onFailToAddNote: 'No se pudo agregar la nota: %{details}',
        noteUpdated: 'Nota cambiada',
        onFailToUpdateNote: 'No se pudo cambiar la nota: %{details}',
        noteDeleted: 'Nota borrada',
        onFailToDeleteNote: 'No se pudo borrar la nota: %{details}',
        noteResolved: 'Nota resuelta',
        noteReopened: 'Nota reabierta',
        onFailToToggleNote: 'No se pudo cambiar la nota: %{details}',
        onFailToAuth: '%{details}',
        onLoggedOut: 'Se cerró tu sesión: copia lo que escribiste y vuelve a iniciar sesión.',
        onBackendDown: 'GitHub no responde en este momento. Más información: %{details}',
      },
    },
    workflow: {
      workflow: {
        loading: 'Cargando…',
        workflowHeading: 'Revisión',
        newPost: 'Agregar',
        description:
          '%{smart_count} entrada en revisión, %{readyCount} lista para publicar. |||| %{smart_count} entradas en revisión, %{readyCount} listas para publicar. ',
        dateFormat: 'D [de] MMMM',
      },
      workflowCard: {
        lastChange: '%{date} por %{author}',
        lastChangeNoAuthor: '%{date}',
        lastChangeNoDate: 'por %{author}',
        deleteChanges: 'Borrar los cambios',
        deleteNewEntry: 'Borrar la entrada nueva',
        publishChanges: 'Publicar los cambios',
        publishNewEntry: 'Publicar la entrada nueva',
      },
      workflowList: {
        onDeleteEntry: '¿Borrar esta entrada?',
        onPublishingNotReadyEntry: 'Solo se publican las entradas marcadas como listas.',
        onPublishEntry: '¿Publicar esta entrada?',
        draftHeader: 'Borradores',
        inReviewHeader: 'En revisión',
        readyHeader: 'Listas',
        currentEntries: '%{smart_count} entrada |||| %{smart_count} entradas',
      },
    },
  };

  CMS.registerLocale('en', ES_MX);
  CMS.registerLocale('es', ES_MX);
})();

// Words Decap and its libraries write without its locale: the header logo's alt text, the notices'
// (react-toastify) close button and timer, and what the selects (react-select) tell a screen reader
// in their live region. Rewritten on every change.
(function () {
  /** Accessible names written in English, by attribute and value. */
  var NAMES = [
    // The practice's monogram beside its name: nothing to read twice.
    ['alt', 'Logo', ''],
    ['aria-label', 'close', 'Cerrar el aviso'],
    ['aria-label', 'notification timer', 'Tiempo que queda al aviso'],
  ];

  /** "2 opciones.", "1 opción para «sab».": a replacer for a count of results. */
  function countOf(after) {
    return function (_match, count, term) {
      var what = count === '1' ? '1 opción' : count + ' opciones';
      return what + (after ? ' ' + after.replace('$2', term) : '') + '.';
    };
  }

  var LIVE_MESSAGES = [
    [
      /Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu, press Tab to select the option and exit the menu\.?/g,
      'Con las flechas eliges una opción; Enter la selecciona, Escape cierra la lista y Tab la selecciona y sale.',
    ],
    [
      /Use left and right to toggle between focused values, press Backspace to remove the currently focused value/g,
      'Con las flechas izquierda y derecha pasas de una opción elegida a otra; Retroceso quita la que tiene el foco.',
    ],
    [
      /(.*) is focused, type to refine list, press Down to open the menu,? ?(press left to focus selected values)?/g,
      '$1: escribe para buscar, o pulsa la flecha abajo para ver las opciones.',
    ],
    [
      /Select is focused, type to refine list, press Down to open the menu,? ?(press left to focus selected values)?/g,
      'Escribe para buscar, o pulsa la flecha abajo para ver las opciones.',
    ],
    [/(\d+) results? available for search term (.*?)\.?$/g, countOf('para «$2»')],
    [/(\d+) results? available\.?/g, countOf('')],
    [/option (.*) focused, (\d+) of (\d+)\.?/g, 'Opción $1, $2 de $3.'],
    [/value (.*) focused, (\d+) of (\d+)\.?/g, 'Elegida: $1, $2 de $3.'],
    [/option (.*), deselected\.?/g, 'Opción $1 quitada.'],
    [/option (.*), selected\.?/g, 'Opción $1 elegida.'],
    [/options (.*), selected\.?/g, 'Opciones $1 elegidas.'],
    [/All selected options have been cleared\.?/g, 'Se quitaron todas las opciones.'],
    [/option (.*) is disabled\. Select another option\.?/g, 'La opción $1 no se puede elegir.'],
    [/^No options$/g, 'Sin opciones'],
    [/^Select\.\.\.$/g, 'Elige…'],
  ];

  function translate(text) {
    return LIVE_MESSAGES.reduce(function (result, rule) {
      return result.replace(rule[0], rule[1]);
    }, text);
  }

  /**
   * Decap draws its first screen as soon as its bundle runs, before this file registers the locale:
   * that screen (the short text alone in its root) is given its Spanish here.
   */
  var FIRST_SCREEN = { 'Loading configuration...': 'Cargando el editor…' };

  function rewriteFirstScreen() {
    var root = document.getElementById('nc-root');
    if (!root || root.textContent.length > 100) return;
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      var spanish = FIRST_SCREEN[walker.currentNode.textContent.trim()];
      if (spanish) walker.currentNode.textContent = spanish;
    }
  }

  function rewrite() {
    rewriteFirstScreen();
    NAMES.forEach(function (name) {
      document.querySelectorAll('[' + name[0] + '="' + name[1] + '"]').forEach(function (element) {
        element.setAttribute(name[0], name[2]);
      });
    });
    document
      .querySelectorAll('[aria-live] span, [class*="-menu"] div, [class*="placeholder"]')
      .forEach(function (element) {
        element.childNodes.forEach(function (node) {
          if (node.nodeType !== 3) return;
          var spanish = translate(node.textContent);
          if (spanish !== node.textContent) node.textContent = spanish;
        });
      });
  }

  var scheduled = false;
  new MutationObserver(function () {
    if (scheduled) return;
    scheduled = true;
    // Before the next paint, so that no English is ever drawn.
    Promise.resolve().then(function () {
      scheduled = false;
      rewrite();
    });
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  rewrite();
})();
