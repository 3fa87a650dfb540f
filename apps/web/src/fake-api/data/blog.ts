import type { BlogComment, BlogPost, BlogSidebar } from '../types.ts';
import { avatar } from './people.ts';

export interface BlogSeed extends BlogPost {
  content: string[];
  comments: BlogComment[];
  categories: string[];
  status: 'Published' | 'Pending' | 'Draft';
}

// [title, author, avatarNo, posted, tags, excerpt, content paragraphs]
// prettier-ignore
const POSTS: [string, string, number, string, string[], string, string[]][] = [
  ['Ten minutes that improve any CV', 'Callum Fraser', 7, '2 Nov 2025', ['CVs', 'Advice'], 'Small edits that make recruiters read on: clear headings, results in numbers and no wasted space.', [
    'Recruiters skim a CV in under a minute. Put your education and most relevant experience where the eye lands first.',
    'Replace duties with results: "organised a fair for 400 students" says more than "responsible for events".',
    'Finish by reading it aloud. Anything you stumble over, a recruiter will stumble over too.',
  ]],
  ['What happens at an assessment centre?', 'Priya Sharma', 6, '28 Oct 2025', ['Interviews', 'Graduate schemes'], 'Group exercises, in-tray tasks and presentations: what assessors look for in each.', [
    'Most assessment centres last half a day to a day and mix several exercises, each scored against the same competencies.',
    'In group exercises assessors watch how you listen and build on ideas, not how loudly you speak.',
    'Treat lunch and coffee breaks as part of the day: be friendly, curious and yourself.',
  ]],
  ['A placement year changed my career', 'Tomasz Kowalski', 4, '19 Oct 2025', ['Placements', 'Student stories'], 'A mechanical engineering student on twelve months at an energy company and the offer that followed.', [
    'I almost did not apply for a placement. The application deadlines seemed early and I was not sure I was ready.',
    'Twelve months later I had led a small project, presented to senior engineers and received a graduate offer.',
    'My advice: apply early, talk to your placement officer and say yes to every chance to learn.',
  ]],
  ['Making the most of the autumn careers fair', 'Eleanor Reid', 10, '6 Oct 2025', ['Events', 'Careers fairs'], 'Over eighty employers under one roof: how to plan your route and what to ask.', [
    'Download the exhibitor guide and pick five employers. Visit your favourite third, once you have warmed up.',
    'Prepare a short introduction: who you are, what you study and what you are looking for.',
    'Follow up within two days with a short email that mentions something from your conversation.',
  ]],
  ['Negotiating your first job offer', 'Helen Ashworth', 1, '22 Sep 2025', ['Offers', 'Advice'], 'It is normal to ask questions about an offer, and sometimes to ask for more time or a better start date.', [
    'Thank the employer and ask for the offer in writing before you decide anything.',
    'Ask how long you have to decide. A week is a common and reasonable request.',
    'Graduate salaries are often fixed, but start dates, relocation support and training are worth discussing.',
  ]],
  ['Working in the UK after your degree', 'Yusuf Hassan', 9, '8 Sep 2025', ['International students', 'Visas'], 'The Graduate route, sponsored jobs and where to find employers who sponsor visas.', [
    'The Graduate route lets most international students work in the UK for two years after finishing a degree.',
    'Many graduate schemes sponsor Skilled Worker visas; our vacancy filters show which ones do.',
    'Book an appointment with our international careers adviser to plan your timeline.',
  ]],
];

const COMMENTERS: [string, number][] = [
  ['Amara Okafor', 2],
  ['Rohan Patel', 8],
  ['Niamh Walsh', 9],
];

export function seedBlog(): BlogSeed[] {
  return POSTS.map(([title, author, avatarNo, posted, tags, excerpt, content], index) => {
    const comments = COMMENTERS.slice(0, (index % 3) + 1).map(([name, no], n) => ({
      avatar: avatar(no),
      userFullName: name,
      commentedAt: posted,
      commentText:
        n === 0 ? 'Really useful, thank you. I am sharing this with my course mates.' : 'Clear and practical advice.',
    }));
    return {
      id: index + 1,
      img: `/images/blog/blog-${String(index + 1).padStart(2, '0')}.svg`,
      title,
      avatar: avatar(avatarNo),
      userFullName: author,
      blogPosted: posted,
      tags: [...tags],
      excerpt,
      comment: comments.length,
      content: [...content],
      comments,
      categories: [...tags],
      status: index === 5 ? 'Draft' : 'Published',
    };
  });
}

export const BLOG_CATEGORIES: BlogSidebar['categories'] = [
  { category: 'Advice', icon: 'Compass', color: 'primary' },
  { category: 'Interviews', icon: 'MessageCircle', color: 'success' },
  { category: 'Placements', icon: 'Briefcase', color: 'danger' },
  { category: 'Events', icon: 'Calendar', color: 'info' },
  { category: 'Student stories', icon: 'Users', color: 'warning' },
];
