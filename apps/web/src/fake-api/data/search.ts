import type { SearchContact, SearchFile, SearchItem } from '../types.ts';
import { avatar } from './people.ts';

const components = 'accordion alerts auto-complete avatar badges blockui breadcrumbs buttons carousel collapse divider dropdowns list-group modals nav-component offcanvas pagination pill-badges pills-component popovers progress spinners tabs-component timeline toasts tooltips';
const extensions = 'sweet-alert toastr slider drag-and-drop tour clipboard react-player context-menu swiper ratings i18n pagination import export export-selected';
const formElements = 'input input-group input-mask textarea checkbox radio switch select number-input file-uploader editor pickers';
const layouts = 'collapse-menu layout-boxed without-menu layout-empty layout-blank';
const authPages = 'login register forgot-password reset-password verify-email two-steps';

function titleOf(slug: string): string {
  const words = slug.replace(/-component$/, '').split('-');
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// [title, link, icon]: every menu route of the app (routes without a parameter).
// prettier-ignore
const PAGES: [string, string, string][] = [
  ['Careers Dashboard', '/careers/dashboard', 'Briefcase'],
  ['Vacancies', '/careers/vacancies', 'Briefcase'],
  ['New Vacancy', '/careers/vacancies/new', 'PlusSquare'],
  ['Applications', '/careers/applications', 'Inbox'],
  ['Candidates', '/careers/candidates', 'Users'],
  ['Candidate Documents', '/careers/documents', 'FileText'],
  ['Admins', '/careers/admins', 'Shield'],
  ['Browse Vacancies', '/portal/vacancies', 'Search'],
  ['My Applications', '/portal/applications', 'Send'],
  ['My Documents', '/portal/documents', 'Folder'],
  ['My Profile', '/portal/profile', 'User'],
  ['Analytics Dashboard', '/dashboard/analytics', 'Activity'],
  ['eCommerce Dashboard', '/dashboard/ecommerce', 'ShoppingCart'],
  ['Email', '/apps/email', 'Mail'],
  ['Chat', '/apps/chat', 'MessageSquare'],
  ['Todo', '/apps/todo', 'CheckSquare'],
  ['Calendar', '/apps/calendar', 'Calendar'],
  ['Invoice List', '/apps/invoice/list', 'List'],
  ['Invoice Preview', '/apps/invoice/preview', 'FileText'],
  ['Invoice Edit', '/apps/invoice/edit', 'Edit'],
  ['Invoice Add', '/apps/invoice/add', 'Plus'],
  ['Invoice Print', '/apps/invoice/print', 'Printer'],
  ['Shop', '/apps/ecommerce/shop', 'ShoppingBag'],
  ['Product Details', '/apps/ecommerce/product-detail', 'Package'],
  ['Wish List', '/apps/ecommerce/wishlist', 'Heart'],
  ['Checkout', '/apps/ecommerce/checkout', 'CreditCard'],
  ['User List', '/apps/user/list', 'Users'],
  ['User View', '/apps/user/view', 'User'],
  ['Roles', '/apps/roles', 'Shield'],
  ['Permissions', '/apps/permissions', 'Lock'],
  ...authPages.split(' ').flatMap((slug): [string, string, string][] => [
    [`${titleOf(slug)} Basic`, `/pages/${slug}-basic`, 'Lock'],
    [`${titleOf(slug)} Cover`, `/pages/${slug}-cover`, 'Lock'],
  ]),
  ['Account Settings', '/pages/account-settings', 'Settings'],
  ['Profile', '/pages/profile', 'User'],
  ['FAQ', '/pages/faq', 'HelpCircle'],
  ['Knowledge Base', '/pages/knowledge-base', 'Info'],
  ['Pricing', '/pages/pricing', 'DollarSign'],
  ['License', '/pages/license', 'Award'],
  ['API Key', '/pages/api-key', 'Key'],
  ['Modal Examples', '/pages/modal-examples', 'Square'],
  ['Blog List', '/pages/blog/list', 'FileText'],
  ['Blog Detail', '/pages/blog/detail', 'FileText'],
  ['Blog Edit', '/pages/blog/edit', 'Edit'],
  ['Coming Soon', '/misc/coming-soon', 'Clock'],
  ['Not Authorized', '/misc/not-authorized', 'UserX'],
  ['Maintenance', '/misc/maintenance', 'Tool'],
  ['Error', '/misc/error', 'AlertTriangle'],
  ['Access Control', '/access-control', 'Shield'],
  ['Typography', '/ui-element/typography', 'Type'],
  ['Colors', '/ui-element/colors', 'Droplet'],
  ['Feather Icons', '/icons/reactfeather', 'Feather'],
  ...['basic', 'advance', 'statistics', 'analytics', 'action'].map((slug): [string, string, string] => [`${titleOf(slug)} Cards`, `/cards/${slug}`, 'CreditCard']),
  ...components.split(' ').map((slug): [string, string, string] => [titleOf(slug), `/components/${slug}`, 'Archive']),
  ...extensions.split(' ').map((slug): [string, string, string] => [`${titleOf(slug)} Extension`, `/extensions/${slug}`, 'PlusCircle']),
  ...layouts.split(' ').map((slug): [string, string, string] => [`${titleOf(slug)} Layout`, `/page-layout/${slug}`, 'Layout']),
  ...formElements.split(' ').map((slug): [string, string, string] => [`${titleOf(slug)} Form Element`, `/forms/elements/${slug}`, 'CheckCircle']),
  ['Form Layout', '/forms/layout/form-layout', 'Box'],
  ['Form Wizard', '/forms/wizard', 'Package'],
  ['Form Validation', '/forms/form-validation', 'CheckCircle'],
  ['Form Repeater', '/forms/form-repeater', 'Copy'],
  ['Table', '/tables/reactstrap', 'Server'],
  ['Basic DataTable', '/datatables/basic', 'Grid'],
  ['Advanced DataTable', '/datatables/advance', 'Grid'],
  ['Apex Chart', '/charts/apex', 'PieChart'],
  ['ChartJS', '/charts/chartjs', 'BarChart2'],
  ['Recharts', '/charts/recharts', 'TrendingUp'],
];

const DEFAULT_BOOKMARKS = new Set(['/apps/email', '/apps/chat', '/apps/todo', '/apps/calendar']);

export function seedSearchPages(): SearchItem[] {
  return PAGES.map(([title, link, icon], index) => ({
    id: index + 1,
    target: link.slice(1).replace(/\//g, '-'),
    title,
    icon,
    link,
    isBookmarked: DEFAULT_BOOKMARKS.has(link),
  }));
}

// prettier-ignore
const FILES: [string, string, string, string][] = [
  ['Careers fair exhibitor pack.pdf', 'Eleanor Reid', '2.4 MB', 'pdf'],
  ['Graduate outcomes by faculty.xlsx', 'Helen Ashworth', '310 KB', 'xls'],
  ['Placement agreement template.docx', 'Priya Sharma', '86 KB', 'doc'],
  ['Employer partnership brochure.pdf', 'Kwame Mensah', '4.1 MB', 'pdf'],
  ['Mock interview question bank.docx', 'Callum Fraser', '120 KB', 'doc'],
  ['Careers fair photos.jpg', 'Eleanor Reid', '1.8 MB', 'jpg'],
];

export function seedSearchFiles(): SearchFile[] {
  return FILES.map(([title, by, size, kind], index) => ({
    id: index + 1,
    title,
    by,
    size,
    file: `/images/files/${kind}.svg`,
  }));
}

// prettier-ignore
const CONTACTS: [string, string, number, string][] = [
  ['Amara Okafor', 'a.okafor@student.example.ac.uk', 2, '14/10/2025'],
  ['Daniel Hughes', 'daniel.hughes@northgate.co.uk', 3, '21/10/2025'],
  ['Sophie Turner', 'sophie.turner@brightwater.co.uk', 4, '02/11/2025'],
  ['Priya Sharma', 'priya.sharma@example.ac.uk', 6, '09/11/2025'],
  ['Grace Lewis', 'grace.lewis@meridian.co.uk', 8, '17/11/2025'],
  ['Kwame Mensah', 'k.mensah@ashdown.co.uk', 11, '20/11/2025'],
];

export function seedSearchContacts(): SearchContact[] {
  return CONTACTS.map(([title, email, avatarNo, date], index) => ({
    id: index + 1,
    title,
    email,
    img: avatar(avatarNo),
    date,
  }));
}
