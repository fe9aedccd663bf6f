import { ptBR } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

type Components = NonNullable<RaThemeOptions['components']>;

/**
 * react-admin's default theme with Material UI's pt-BR texts: without them MUI's own components speak
 * English (the search box's 'Clear'/'Open', 'No options', the pagination's 'Rows per page'), issue 26.
 * Each component keeps react-admin's settings; only the locale's defaultProps are added to them.
 */
function withLocale(base: RaThemeOptions, locale: { components?: unknown }): RaThemeOptions {
  const components: Record<string, { defaultProps?: object }> = { ...(base.components ?? {}) };
  for (const [name, settings] of Object.entries(
    (locale.components ?? {}) as Record<string, { defaultProps?: object }>,
  )) {
    const current = components[name] ?? {};
    components[name] = {
      ...current,
      defaultProps: { ...(current.defaultProps ?? {}), ...(settings.defaultProps ?? {}) },
    };
  }
  return { ...base, components: components as Components };
}

export const consoleTheme: RaThemeOptions = withLocale(defaultTheme, ptBR);
