import { darkTheme, lightTheme } from '@lobbykit/sdk';

/** The `--lk-*` tokens of STYLE.md with their dark and light values, as the runtime has them. */
export function ThemeTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th>Custom property</th>
          <th>Dark (default)</th>
          <th>Light</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(darkTheme).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>--lk-{name}</code>
            </td>
            <td>
              <Swatch value={value} />
            </td>
            <td>
              <Swatch value={lightTheme[name as keyof typeof lightTheme]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Swatch({ value }: { value: string }) {
  const colour = value.startsWith('#');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {colour ? (
        <span
          aria-hidden="true"
          style={{ width: 16, height: 16, borderRadius: 4, background: value, border: '1px solid #8888' }}
        />
      ) : null}
      <code>{value}</code>
    </span>
  );
}
