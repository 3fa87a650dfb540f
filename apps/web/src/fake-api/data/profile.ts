import type { AccountSettings, ProfileData } from '../types.ts';
import { avatar } from './people.ts';

export function seedProfile(): ProfileData {
  return {
    header: {
      avatar: avatar(1),
      username: 'Helen Ashworth',
      designation: 'Head of Careers',
      coverImg: '/images/profile/cover.svg',
    },
    userAbout: {
      about:
        'Leads the university careers service: employer partnerships, careers fairs, placements and one-to-one guidance for 24,000 students.',
      joined: 'September 2014',
      lives: 'Manchester, United Kingdom',
      email: 'helen.ashworth@careers.example.ac.uk',
      website: 'careers.example.ac.uk',
    },
    suggestedPages: [
      { avatar: avatar(3), username: 'Institute of Student Employers', subtitle: 'Organisation', favorite: true },
      { avatar: avatar(5), username: 'Graduate Recruitment Weekly', subtitle: 'Newsletter', favorite: false },
      { avatar: avatar(7), username: 'Placement Officers Network', subtitle: 'Community', favorite: false },
      { avatar: avatar(9), username: 'Careers Fair Organisers', subtitle: 'Group', favorite: true },
    ],
    twitterFeeds: [
      { id: 1, imgUrl: avatar(1), title: 'Careers Service', tags: '@careersservice', desc: 'Over 80 employers confirmed for the autumn careers fair. Register for the exhibitor guide!', favorite: false },
      { id: 2, imgUrl: avatar(1), title: 'Careers Service', tags: '@careersservice', desc: 'CV clinic drop-ins every Tuesday and Thursday lunchtime in the library.', favorite: true },
      { id: 3, imgUrl: avatar(1), title: 'Careers Service', tags: '@careersservice', desc: 'Placement year applications: the first deadlines are in November. Start now.', favorite: false },
    ],
    posts: [
      {
        avatar: avatar(1),
        username: 'Helen Ashworth',
        postTime: '12 Nov 2025 at 10:15',
        postText:
          'What a day at the autumn careers fair: 84 employers, 2,300 students and a queue for the CV clinic all afternoon. Thank you to our volunteers!',
        postImg: '/images/profile/post-01.svg',
        likes: 124,
        youLiked: true,
        comments: 2,
        share: 18,
        likedUsers: [2, 3, 4, 5, 6].map((n) => ({ avatar: avatar(n), username: `Colleague ${n}` })),
        detailedComments: [
          { avatar: avatar(10), username: 'Eleanor Reid', comment: 'Best fair yet, the new layout worked so well.', commentsLikes: 12, youLiked: true },
          { avatar: avatar(3), username: 'Daniel Hughes', comment: 'We met brilliant students. See you next year!', commentsLikes: 7, youLiked: false },
        ],
      },
      {
        avatar: avatar(1),
        username: 'Helen Ashworth',
        postTime: '3 Nov 2025 at 16:40',
        postText: 'Our graduate outcomes report is out: 91% of last year\'s graduates are in work or further study.',
        postImg: '/images/profile/post-02.svg',
        likes: 86,
        youLiked: false,
        comments: 1,
        share: 25,
        likedUsers: [7, 8, 9].map((n) => ({ avatar: avatar(n), username: `Colleague ${n}` })),
        detailedComments: [
          { avatar: avatar(6), username: 'Priya Sharma', comment: 'Placement students did especially well this year.', commentsLikes: 5, youLiked: true },
        ],
      },
    ],
    latestPhotos: Array.from({ length: 6 }, (_, index) => ({
      img: `/images/profile/photo-${String(index + 1).padStart(2, '0')}.svg`,
    })),
    suggestions: [
      { avatar: avatar(12), name: 'Ruby Campbell', mutualFriend: '6 mutual connections' },
      { avatar: avatar(13), name: 'Ibrahim Ali', mutualFriend: '4 mutual connections' },
      { avatar: avatar(14), name: 'Freya Morgan', mutualFriend: '9 mutual connections' },
      { avatar: avatar(15), name: 'Jakub Novak', mutualFriend: '2 mutual connections' },
    ],
    polls: [
      { name: 'Online appointments', result: 64, votedUser: [2, 3, 4].map((n) => ({ img: avatar(n), username: `Student ${n}` })) },
      { name: 'In-person appointments', result: 36, votedUser: [5, 6].map((n) => ({ img: avatar(n), username: `Student ${n}` })) },
    ],
  };
}

export function seedAccountSettings(): AccountSettings {
  return {
    general: {
      avatar: avatar(1),
      username: 'helen.ashworth',
      fullName: 'Helen Ashworth',
      email: 'helen.ashworth@careers.example.ac.uk',
      company: 'University Careers Service',
    },
    info: {
      bio: 'Head of Careers. Twenty years in graduate recruitment, ten of them in higher education.',
      dob: '1978-03-14',
      country: 'United Kingdom',
      website: 'https://careers.example.ac.uk',
      phone: '+44 161 496 0321',
    },
    social: {
      socialLinks: {
        twitter: 'https://x.com/careersservice',
        facebook: '',
        google: '',
        linkedIn: 'https://www.linkedin.com/in/helen-ashworth',
        instagram: '',
        quora: '',
      },
      connections: [
        { name: 'LinkedIn', icon: 'Linkedin', connected: true, account: 'helen-ashworth' },
        { name: 'Google', icon: 'Mail', connected: true, account: 'helen.ashworth@careers.example.ac.uk' },
        { name: 'GitHub', icon: 'GitHub', connected: false, account: '' },
        { name: 'Slack', icon: 'Slack', connected: false, account: '' },
      ],
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
    },
  };
}
