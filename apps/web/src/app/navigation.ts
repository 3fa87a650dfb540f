import {
  Archive,
  BarChart2,
  Box,
  Briefcase,
  Calendar,
  CheckSquare,
  Circle,
  Copy,
  CreditCard,
  Droplet,
  Eye,
  File,
  FileText,
  Folder,
  Grid,
  HelpCircle,
  Home,
  Info,
  Key,
  Layout,
  Lock,
  Mail,
  MessageSquare,
  Package,
  PieChart,
  Send,
  Settings,
  Shield,
  ShoppingCart,
  Type,
  User,
  UserCheck,
  Users,
} from 'react-feather';
import type { NavItem, NavLinkItem, NavSection } from '../core/layout/nav-types.ts';
import {
  AUTH_DEMOS,
  COMPONENT_DEMOS,
  EXTENSION_DEMOS,
  FORM_ELEMENT_DEMOS,
  PAGE_LAYOUT_DEMOS,
  keyOf,
} from './ui-demo-names.ts';

type LinkOptions = Partial<Omit<NavLinkItem, 'id' | 'navLink'>>;

const admin = (id: string, navLink: string, options: LinkOptions = {}): NavLinkItem => ({
  id,
  title: `menu.${id}`,
  navLink,
  subject: 'Admin',
  ...options,
});

const portal = (id: string, navLink: string, options: LinkOptions = {}): NavLinkItem => ({
  id,
  title: `menu.${id}`,
  navLink,
  subject: 'Portal',
  ...options,
});

const group = (id: string, icon: NavItem['icon'], children: NavItem[]): NavItem => ({
  id,
  title: `menu.${id}`,
  icon,
  children,
});

export const navigation: NavSection[] = [
  {
    id: 'careers',
    header: 'menu.careers',
    icon: Briefcase,
    items: [
      admin('careersDashboard', '/careers/dashboard', { icon: Home }),
      admin('vacancies', '/careers/vacancies', { icon: Briefcase, matchPrefix: true }),
      admin('applications', '/careers/applications', { icon: Send, matchPrefix: true }),
      admin('candidates', '/careers/candidates', { icon: Users, matchPrefix: true }),
      admin('documents', '/careers/documents', { icon: Folder }),
      admin('admins', '/careers/admins', { icon: Shield }),
    ],
  },
  {
    id: 'portal',
    header: 'menu.portal',
    icon: UserCheck,
    items: [
      portal('portalVacancies', '/portal/vacancies', { icon: Briefcase, matchPrefix: true }),
      portal('myApplications', '/portal/applications', { icon: Send, matchPrefix: true }),
      portal('myDocuments', '/portal/documents', { icon: Folder }),
      portal('myProfile', '/portal/profile', { icon: User }),
    ],
  },
  {
    id: 'dashboards',
    header: 'menu.dashboards',
    icon: Home,
    items: [
      {
        id: 'dashboardsGroup',
        title: 'menu.dashboards',
        icon: Home,
        badge: { text: '2', color: 'warning' },
        children: [
          admin('analytics', '/dashboard/analytics'),
          admin('ecommerceDashboard', '/dashboard/ecommerce'),
        ],
      },
    ],
  },
  {
    id: 'apps',
    header: 'menu.apps',
    icon: Package,
    items: [
      admin('email', '/apps/email', { icon: Mail, matchPrefix: true }),
      admin('chat', '/apps/chat', { icon: MessageSquare }),
      admin('todo', '/apps/todo', { icon: CheckSquare, matchPrefix: true }),
      admin('calendar', '/apps/calendar', { icon: Calendar }),
      group('invoice', FileText, [
        admin('invoiceList', '/apps/invoice/list'),
        admin('invoicePreview', '/apps/invoice/preview', { matchPrefix: true }),
        admin('invoiceEdit', '/apps/invoice/edit', { matchPrefix: true }),
        admin('invoiceAdd', '/apps/invoice/add'),
      ]),
      group('ecommerce', ShoppingCart, [
        admin('shop', '/apps/ecommerce/shop'),
        admin('productDetail', '/apps/ecommerce/product-detail', { matchPrefix: true }),
        admin('wishlist', '/apps/ecommerce/wishlist'),
        admin('checkout', '/apps/ecommerce/checkout'),
      ]),
      group('user', User, [
        admin('userList', '/apps/user/list'),
        admin('userView', '/apps/user/view', { matchPrefix: true }),
      ]),
      group('rolesPermissions', Shield, [
        admin('roles', '/apps/roles'),
        admin('permissions', '/apps/permissions'),
      ]),
    ],
  },
  {
    id: 'pages',
    header: 'menu.pages',
    icon: File,
    items: [
      group(
        'authentication',
        Lock,
        AUTH_DEMOS.map((name) =>
          group(keyOf(name), undefined, [
            admin(`${keyOf(name)}Basic`, `/pages/${name}-basic`, { title: 'menu.basic' }),
            admin(`${keyOf(name)}Cover`, `/pages/${name}-cover`, { title: 'menu.cover' }),
          ]),
        ),
      ),
      admin('accountSettings', '/pages/account-settings', { icon: Settings }),
      admin('profile', '/pages/profile', { icon: User }),
      admin('faq', '/pages/faq', { icon: HelpCircle }),
      admin('knowledgeBase', '/pages/knowledge-base', { icon: Info, matchPrefix: true }),
      admin('pricing', '/pages/pricing', { icon: CreditCard }),
      admin('license', '/pages/license', { icon: FileText }),
      admin('apiKey', '/pages/api-key', { icon: Key }),
      group('blog', Copy, [
        admin('blogList', '/pages/blog/list'),
        admin('blogDetail', '/pages/blog/detail', { matchPrefix: true }),
        admin('blogEdit', '/pages/blog/edit', { matchPrefix: true }),
      ]),
      admin('modalExamples', '/pages/modal-examples', { icon: Box }),
      group('misc', Archive, [
        admin('comingSoon', '/misc/coming-soon'),
        admin('notAuthorized', '/misc/not-authorized'),
        admin('maintenance', '/misc/maintenance'),
        admin('error', '/misc/error'),
      ]),
    ],
  },
  {
    id: 'userInterface',
    header: 'menu.userInterface',
    icon: Layout,
    items: [
      admin('typography', '/ui-element/typography', { icon: Type }),
      admin('colors', '/ui-element/colors', { icon: Droplet }),
      admin('featherIcons', '/icons/reactfeather', { icon: Eye }),
      group(
        'cards',
        CreditCard,
        ['basic', 'advance', 'statistics', 'analytics', 'action'].map((name) =>
          admin(`cards${keyOf(`-${name}`)}`, `/cards/${name}`),
        ),
      ),
      group(
        'components',
        Archive,
        COMPONENT_DEMOS.map((name) => admin(keyOf(name), `/components/${name}`)),
      ),
      group(
        'extensions',
        Box,
        EXTENSION_DEMOS.map((name) =>
          admin(`ext${keyOf(`-${name}`)}`, `/extensions/${name}`, {
            title: `menu.ext.${keyOf(name)}`,
          }),
        ),
      ),
      group(
        'pageLayouts',
        Layout,
        PAGE_LAYOUT_DEMOS.map((name) => admin(keyOf(name), `/page-layout/${name}`)),
      ),
    ],
  },
  {
    id: 'formsTables',
    header: 'menu.formsTables',
    icon: CheckSquare,
    items: [
      group(
        'formElements',
        Copy,
        FORM_ELEMENT_DEMOS.map((name) =>
          admin(`form${keyOf(`-${name}`)}`, `/forms/elements/${name}`, {
            title: `menu.form.${keyOf(name)}`,
          }),
        ),
      ),
      admin('formLayout', '/forms/layout/form-layout', { icon: Box }),
      admin('formWizard', '/forms/wizard', { icon: Package }),
      admin('formValidation', '/forms/form-validation', { icon: CheckSquare }),
      admin('formRepeater', '/forms/form-repeater', { icon: Copy }),
      admin('table', '/tables/reactstrap', { icon: Grid }),
      group('datatables', Grid, [
        admin('datatablesBasic', '/datatables/basic', { title: 'menu.basic' }),
        admin('datatablesAdvance', '/datatables/advance', { title: 'menu.advanced' }),
      ]),
    ],
  },
  {
    id: 'chartsMaps',
    header: 'menu.chartsMaps',
    icon: PieChart,
    items: [
      group('charts', PieChart, [
        admin('apex', '/charts/apex'),
        admin('chartjs', '/charts/chartjs'),
        admin('recharts', '/charts/recharts'),
      ]),
    ],
  },
  {
    id: 'others',
    header: 'menu.others',
    icon: BarChart2,
    items: [
      {
        id: 'accessControl',
        title: 'menu.accessControl',
        icon: Shield,
        navLink: '/access-control',
        subject: 'ACL',
      },
    ],
  },
];

// Child links without an icon get the small circle of the template.
export const CHILD_ICON = Circle;
