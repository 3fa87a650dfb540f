import { BookOpen, Calendar, FileText, type Icon } from 'react-feather';

/** Careers FAQ entries used by the accordion and collapse examples (uiComponents.faq.*). */
export const FAQ: { key: string; icon: Icon }[] = [
  { key: 'cv', icon: FileText },
  { key: 'schemes', icon: Calendar },
  { key: 'interview', icon: BookOpen },
];
