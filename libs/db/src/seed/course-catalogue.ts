// The free course: "Start Here" then seven short modules on analysing a serviced-accommodation deal.
// Durations are the published lengths of the course videos, in order; video-host ids are 6-12 digit numeric ids.

export interface CatalogueResource {
  title: string;
  url: string;
}

export interface CatalogueVideo {
  id: string;
  title: string;
  description: string;
  videoHostId: string;
  duration: string;
  resources: CatalogueResource[];
}

export interface CatalogueStage {
  id: string;
  title: string;
  videos: CatalogueVideo[];
}

/** Course PDFs the content service serves beside the workbook (paths under the API, relative to the site). */
export const COURSE_RESOURCE_PDFS = {
  dealChecklist: '/api/course/resources/deal-analysis-checklist.pdf',
  seasonalRatePlanner: '/api/course/resources/seasonal-rate-planner.pdf',
  operatingCostSheet: '/api/course/resources/operating-cost-sheet.pdf',
} as const;

const workbook: CatalogueResource = {
  title: 'Getting Started Workbook (PDF)',
  url: '/api/workbook/download',
};
const createAccount: CatalogueResource = { title: 'Create your free calculator account', url: '/register' };
const dealChecklist: CatalogueResource = {
  title: 'Deal Analysis Checklist (PDF)',
  url: COURSE_RESOURCE_PDFS.dealChecklist,
};
const ratePlanner: CatalogueResource = {
  title: 'Seasonal Rate Planner (PDF)',
  url: COURSE_RESOURCE_PDFS.seasonalRatePlanner,
};
const costSheet: CatalogueResource = {
  title: 'Operating Cost Sheet (PDF)',
  url: COURSE_RESOURCE_PDFS.operatingCostSheet,
};

export const COURSE_CATALOGUE: CatalogueStage[] = [
  {
    id: 'start-here',
    title: 'Start Here',
    videos: [
      {
        id: 'start-here',
        title: 'Welcome: How to Get the Most from This Course',
        description:
          'A short welcome: what the course covers, how the modules build on each other, and how to follow along with the workbook and the calculator as you watch.',
        videoHostId: '824560193',
        duration: '0:39',
        resources: [workbook, createAccount],
      },
      {
        id: 'introduction',
        title: 'Introduction to Serviced Accommodation Deal Analysis',
        description:
          'What serviced accommodation is, how it differs from a standard buy-to-let or single let, where the returns and the risks come from, and the numbers every deal has to survive before you commit money to it.',
        videoHostId: '824561027',
        duration: '7:54',
        resources: [workbook, dealChecklist],
      },
    ],
  },
  {
    id: 'modules',
    title: 'Modules',
    videos: [
      {
        id: 'module1',
        title: 'Module 1: Researching Your Area and Demand',
        description:
          'Who stays in your area and why: contractors, tourists, hospital visitors and events. How to read comparable listings to judge demand before you look at a single property.',
        videoHostId: '824561844',
        duration: '2:56',
        resources: [dealChecklist],
      },
      {
        id: 'module2',
        title: 'Module 2: Setting Seasonal Nightly Rates',
        description:
          'Splitting the year into low, medium and high seasons and setting a realistic nightly rate for each, based on comparable properties rather than hopeful guesses.',
        videoHostId: '824562610',
        duration: '2:22',
        resources: [ratePlanner],
      },
      {
        id: 'module3',
        title: 'Module 3: Estimating Occupancy',
        description:
          'How many nights a month you can expect to fill in each season, why new listings start slower, and how to build a cautious occupancy figure into your forecast.',
        videoHostId: '824563395',
        duration: '2:16',
        resources: [ratePlanner],
      },
      {
        id: 'module4',
        title: 'Module 4: Counting Every Operating Cost',
        description:
          'Rent or mortgage, utilities, broadband, council tax, cleaning and laundry, consumables, platform fees, management and maintenance: the costs that turn a good-looking gross figure into the real one.',
        videoHostId: '824564158',
        duration: '2:23',
        resources: [costSheet],
      },
      {
        id: 'module5',
        title: 'Module 5: Monthly and Annual Forecasts',
        description:
          'Putting rates, occupancy and costs together into month-by-month and annual forecasts, and reading the monthly cash flow to see whether the deal pays its way in the quiet months.',
        videoHostId: '824564931',
        duration: '3:38',
        resources: [workbook, createAccount],
      },
      {
        id: 'module6',
        title: 'Module 6: Return on Investment and Joint Ventures',
        description:
          'Gross and net ROI on the money you put in, how set-up costs and furnishing change the picture, and how to split profit fairly with a joint-venture partner.',
        videoHostId: '824565702',
        duration: '2:38',
        resources: [dealChecklist],
      },
      {
        id: 'module7',
        title: 'Module 7: Presenting the Deal and Next Steps',
        description:
          'Turning your analysis into a clear PDF report for a landlord, lender or investor, and deciding whether to walk away, negotiate or go ahead.',
        videoHostId: '824566489',
        duration: '2:16',
        resources: [workbook, createAccount],
      },
    ],
  },
];

/** "7:54" → 474. */
export function durationToSeconds(duration: string): number {
  const match = /^(\d+):([0-5]\d)$/.exec(duration);
  if (!match) throw new Error(`A course duration reads m:ss, not "${duration}".`);
  return Number(match[1]) * 60 + Number(match[2]);
}
