/**
 * The web app's borders (issue 16, STYLE.md: shared → features → app), checked by `npm run check`:
 *
 * - a feature uses another feature only through its entry point, `features/<name>/index.ts`;
 * - the shared folders (lib, ui, i18n, testing) use no feature;
 * - no module depends on itself through others (no cycle).
 *
 * The app (`src/app`, `src/main.tsx`) composes the features and may reach their route modules and the pieces
 * its layout mounts: the router splits the bundle at each route module, which an entry point would merge.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-through-its-entry-point',
      comment:
        'A feature uses another feature only through features/<name>/index.ts: export what others need there, ' +
        'or move what several features share to src/lib, src/ui or src/i18n.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-uses-no-feature',
      comment: 'src/lib, src/ui, src/i18n and src/testing are shared by the features: they depend on none.',
      severity: 'error',
      from: { path: '^src/(lib|ui|i18n|testing)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'no-circular',
      comment:
        'A module that depends on itself through others: split what both need into a third module. A cycle ' +
        'closed by a type-only import is erased by the compiler and is not one (event-map-leaflet.tsx takes ' +
        'its props type from event-map.tsx, which loads it on demand).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
