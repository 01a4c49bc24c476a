// What a door device remembers between visits, in localStorage: its gate, the list last chosen on it, and an id
// of its own that the server uses to tell devices apart (a scan sent twice by one device is recorded once).
const KEYS = { gate: 'check-in.gate', list: 'check-in.list', device: 'check-in.device' } as const;

export interface DeviceSettings {
  gate: string;
  listKey: string;
  deviceId: string;
}

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing with no storage: the choice lasts for this visit only.
  }
}

/** The device's settings; its id is made on first use. */
export function readDeviceSettings(): DeviceSettings {
  let deviceId = read(KEYS.device);
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    write(KEYS.device, deviceId);
  }
  return { gate: read(KEYS.gate), listKey: read(KEYS.list), deviceId };
}

/** Told to this page's subscribers when the choice changes (localStorage's own event reaches other tabs only). */
const CHANGED = 'check-in-settings';

export function rememberChoice(listKey: string, gate: string): void {
  write(KEYS.list, listKey);
  write(KEYS.gate, gate);
  window.dispatchEvent(new Event(CHANGED));
}

let last: { raw: string; settings: DeviceSettings } | null = null;

/** The settings as one unchanging object until they change, for useSyncExternalStore. */
export function deviceSettingsSnapshot(): DeviceSettings {
  const settings = readDeviceSettings();
  const raw = JSON.stringify(settings);
  if (last?.raw !== raw) last = { raw, settings };
  return last.settings;
}

export function subscribeDeviceSettings(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
