import { useT } from '../i18n/LanguageProvider';
import { DropdownMenu } from '../ui/DropdownMenu';
import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons';
import { useTheme } from './ThemeProvider';
import type { Theme } from './theme';

const ICONS = {
  light: <SunIcon size={18} />,
  dark: <MoonIcon size={18} />,
  system: <MonitorIcon size={18} />,
} satisfies Record<Theme, React.ReactNode>;

export function ThemeSwitcher({ testId = 'theme-switcher', placement }: { testId?: string; placement?: 'down' | 'up' }) {
  const { theme, setTheme } = useTheme();
  const t = useT();
  return (
    <DropdownMenu<Theme>
      label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
      trigger={ICONS[theme]}
      value={theme}
      onChange={setTheme}
      testId={testId}
      placement={placement}
      options={[
        { value: 'light', label: t('theme.light'), icon: ICONS.light },
        { value: 'dark', label: t('theme.dark'), icon: ICONS.dark },
        { value: 'system', label: t('theme.system'), icon: ICONS.system },
      ]}
    />
  );
}
