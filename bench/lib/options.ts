/** The value after `--name` on the benchmark's command line, or undefined when the option is absent. */
export function optionValue(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
