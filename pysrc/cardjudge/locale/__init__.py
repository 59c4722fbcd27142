"""Message catalogs: one package a language, one module a part (see `cardjudge.i18n`)."""
