// The floor starts nothing: without this file the build would take the repository's own start-up hook (Turbopack
// looks for it from its root, the repository, where the storefront's checks its settings).
export function register(): void {}
