/** The workspace's configuration back out as a JSON file (it imports again to the same workspace). */

/** The file's name for a provider: `bayside-configuration.json`. */
export function configurationFileName(provider: string): string {
  return `${provider.replace(/[^A-Za-z0-9_.-]/g, '_')}-configuration.json`;
}

/**
 * The file's text: the configuration the app runs as (the fixture with the workspace's changes, or an imported
 * provider's whole configuration), as indented JSON. Read back with `readConfiguration` it is the same object.
 */
export function configurationJson(config: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Offers `text` as a download named `name` (a Blob link clicked; the browser's own download). */
export function downloadJson(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
