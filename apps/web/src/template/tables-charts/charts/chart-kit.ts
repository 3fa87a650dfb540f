import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useThemeColors } from '../../../core/theme/theme-colors.ts';
import { formatSalary } from '../shared/format.ts';
import { academicMonths, PROGRAMMES, SECTORS, SKILLS } from './chart-data.ts';
import { useChartTexts } from './chart-texts.ts';

/**
 * What the pages of all three chart libraries share: the texts of a chart card by its key, the
 * theme's colours, the reader's language and the translated names on the charts' axes.
 */
export function useChartKit() {
  const { t, i18n } = useTranslation();
  const c = useThemeColors();
  const card = useChartTexts();
  const lng = i18n.language;
  return {
    t,
    c,
    lng,
    card,
    months: academicMonths(lng),
    programmes: PROGRAMMES.map((p) => t(`tablesCharts.programmes.${p}`)),
    sectors: SECTORS.map((k) => t(`tablesCharts.sectors.${k}`)),
    skills: SKILLS.map((k) => t(`tablesCharts.skills.${k}`)),
    /** The series' colours, in order. */
    palette: [c.primary, c.success, c.info, c.warning, c.danger, c.secondary],
    money: (v: number) => formatSalary(v, lng),
  };
}
