// The folder-level import rule checked by `npm run lint` after .dependency-cruiser.cjs: no two folders import each
// other, directly or around a longer loop. It reads code only: tests (and their helpers) reach across folders to
// drive what they test, e2e/ included.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config reading the module rules' options
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'A folder and everything below it imports nothing that imports it back (a parent and its own subfolders aside).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: {
      path: [options.exclude.path, '^e2e/', '\\.test\\.tsx?$', '/test-support/', '/testing/'],
    },
  },
};
