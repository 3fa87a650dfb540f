import type { SearchContact, SearchFile, SearchItem, SearchPageSeed } from '../types.ts';
import { avatar } from './people.ts';

// The Pages group: the pages the app gives (its route declarations with a search entry, so a path
// is written once), numbered from 1 in the order given; bookmarks refer to these ids.
export function seedSearchPages(pages: readonly SearchPageSeed[]): SearchItem[] {
  return pages.map(({ title, icon, link, bookmarked }, index) => ({
    id: index + 1,
    target: link.slice(1).replace(/\//g, '-'),
    title,
    icon,
    link,
    isBookmarked: Boolean(bookmarked),
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
