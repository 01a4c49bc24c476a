// Cinema replies recorded from the service (demo catalogue seeded on Monday 23 November 2026), as it sends them.
export const GIDI_HEAT_ID = 'fefc8e91-852a-54fb-8aee-9708ed790447';
export const AJEGUNLE_BOY_ID = '76b904a8-4ce3-5c66-aaf3-3752c0a15543';

/** `GET /api/v1/svc/experience?cinema=true`: the five demo films, one page. */
export const filmList = {
  success: true,
  status: 200,
  message: 'Experiences retrieved successfully.',
  data: {
    experiences: [
      {
        id: '889f058c-49ee-5b99-961b-b8874fd5b198',
        title: 'The Lagos Wedding Planner',
        start_date: 'Fri, 13 Nov 2026 00:00:00',
        end_date: 'Fri, 22 Jan 2027 23:59:59',
        created_on: 'Tue, 03 Nov 2026 06:00:55',
        description:
          'A wedding planner juggles three rival families and one runaway groom in a romantic comedy. 1h 58m, rated PG.',
        featured: false,
        cinema: true,
        cinema_info: {
          showing: 'weekly',
          shared_times: true,
          shared_tickets: false,
          per_day_times: true,
          specific_dates: [],
          times: [
            { id: 4, start: '6:00PM', end: '8:00PM', cinema_id: 4 },
            { id: 5, start: '6:00PM', end: '8:00PM', cinema_id: 4 },
            { id: 6, start: '8:30PM', end: '10:30PM', cinema_id: 4 },
            { id: 7, start: '5:00PM', end: '7:00PM', cinema_id: 4 },
            { id: 8, start: '8:00PM', end: '10:00PM', cinema_id: 4 },
            { id: 9, start: '10:30PM', end: '12:30AM', cinema_id: 4 },
            { id: 10, start: '1:00PM', end: '3:00PM', cinema_id: 4 },
            { id: 11, start: '4:00PM', end: '6:00PM', cinema_id: 4 },
            { id: 12, start: '7:00PM', end: '9:00PM', cinema_id: 4 },
            { id: 13, start: '2:00PM', end: '4:00PM', cinema_id: 4 },
            { id: 14, start: '5:30PM', end: '7:30PM', cinema_id: 4 },
          ],
          days_with_times: [
            {
              day: 1,
              day_name: 'Monday',
              times: [{ id: 4, start: '6:00PM', end: '8:00PM', cinema_id: 4 }],
            },
            {
              day: 3,
              day_name: 'Wednesday',
              times: [
                { id: 5, start: '6:00PM', end: '8:00PM', cinema_id: 4 },
                { id: 6, start: '8:30PM', end: '10:30PM', cinema_id: 4 },
              ],
            },
            {
              day: 5,
              day_name: 'Friday',
              times: [
                { id: 7, start: '5:00PM', end: '7:00PM', cinema_id: 4 },
                { id: 8, start: '8:00PM', end: '10:00PM', cinema_id: 4 },
                { id: 9, start: '10:30PM', end: '12:30AM', cinema_id: 4 },
              ],
            },
            {
              day: 6,
              day_name: 'Saturday',
              times: [
                { id: 10, start: '1:00PM', end: '3:00PM', cinema_id: 4 },
                { id: 11, start: '4:00PM', end: '6:00PM', cinema_id: 4 },
                { id: 12, start: '7:00PM', end: '9:00PM', cinema_id: 4 },
              ],
            },
            {
              day: 7,
              day_name: 'Sunday',
              times: [
                { id: 13, start: '2:00PM', end: '4:00PM', cinema_id: 4 },
                { id: 14, start: '5:30PM', end: '7:30PM', cinema_id: 4 },
              ],
            },
          ],
          locations: [
            {
              id: 4,
              name: 'Naija Reels Victoria Island',
              street: 'Ozumba Mbadiwe Avenue',
              town: 'Victoria Island',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: true,
              times: [],
              days_with_times: [],
            },
            {
              id: 5,
              name: 'Naija Reels Yaba',
              street: 'Herbert Macaulay Way',
              town: 'Yaba',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: false,
              times: [],
              days_with_times: [],
            },
          ],
        },
        address: {
          street: 'Ozumba Mbadiwe Avenue',
          town: 'Victoria Island',
          city: 'Lagos',
          country: 'Nigeria',
        },
        image: [
          {
            image:
              'http://127.0.0.1:4303/media/experience/889f058c-49ee-5b99-961b-b8874fd5b198.svg',
          },
          {
            image:
              'http://127.0.0.1:4303/media/experience/889f058c-49ee-5b99-961b-b8874fd5b198.svg?v=2',
          },
        ],
        business: {
          id: '379e5876-685d-5af4-99f8-f17b670703d0',
          name: 'Naija Reels Picturehouse',
          photo: 'http://127.0.0.1:4303/media/business/379e5876-685d-5af4-99f8-f17b670703d0.svg',
          slug: 'naija-reels-picturehouse',
          type: 'cinema',
        },
        category: { id: '2b9d0d65-37db-5921-9af4-9be72ee55e1a', slug: 'movies', name: 'Movies' },
      },
      {
        id: '80bb0936-eeb4-5da0-b021-176c51590651',
        title: 'Okrika Tides',
        start_date: 'Mon, 16 Nov 2026 00:00:00',
        end_date: 'Thu, 07 Jan 2027 23:59:59',
        created_on: 'Sat, 24 Oct 2026 06:00:55',
        description:
          "Two fishermen's daughters fight to save their island from an oil spill in this Rivers State drama. 2h 05m, rated 12.",
        featured: true,
        cinema: true,
        cinema_info: {
          showing: 'weekly',
          shared_times: false,
          shared_tickets: true,
          per_day_times: false,
          specific_dates: [],
          times: [
            { id: 15, start: '3:00PM', end: '5:05PM', cinema_id: 6 },
            { id: 16, start: '6:30PM', end: '8:35PM', cinema_id: 6 },
            { id: 17, start: '9:00PM', end: '11:05PM', cinema_id: 6 },
            { id: 18, start: '5:00PM', end: '7:05PM', cinema_id: 7 },
            { id: 19, start: '8:00PM', end: '10:05PM', cinema_id: 7 },
          ],
          days_with_times: [],
          locations: [
            {
              id: 6,
              name: 'Garden City Cineplex GRA',
              street: 'Tombia Street',
              town: 'GRA Phase 2',
              city: 'Port Harcourt',
              country: 'Nigeria',
              is_headquarters: true,
              times: [
                { id: 15, start: '3:00PM', end: '5:05PM', cinema_id: 6 },
                { id: 16, start: '6:30PM', end: '8:35PM', cinema_id: 6 },
                { id: 17, start: '9:00PM', end: '11:05PM', cinema_id: 6 },
              ],
              days_with_times: [],
            },
            {
              id: 7,
              name: 'Garden City Cineplex Trans-Amadi',
              street: 'Trans-Amadi Road',
              town: 'Trans-Amadi',
              city: 'Port Harcourt',
              country: 'Nigeria',
              is_headquarters: false,
              times: [
                { id: 18, start: '5:00PM', end: '7:05PM', cinema_id: 7 },
                { id: 19, start: '8:00PM', end: '10:05PM', cinema_id: 7 },
              ],
              days_with_times: [],
            },
          ],
        },
        address: {
          street: 'Tombia Street',
          town: 'GRA Phase 2',
          city: 'Port Harcourt',
          country: 'Nigeria',
        },
        image: [
          {
            image:
              'http://127.0.0.1:4303/media/experience/80bb0936-eeb4-5da0-b021-176c51590651.svg',
          },
          {
            image:
              'http://127.0.0.1:4303/media/experience/80bb0936-eeb4-5da0-b021-176c51590651.svg?v=2',
          },
        ],
        business: {
          id: 'e87e35a6-6d7e-5775-8c5e-439e777085fb',
          name: 'Garden City Cineplex',
          photo: 'http://127.0.0.1:4303/media/business/e87e35a6-6d7e-5775-8c5e-439e777085fb.svg',
          slug: 'garden-city-cineplex',
          type: 'cinema',
        },
        category: { id: '2b9d0d65-37db-5921-9af4-9be72ee55e1a', slug: 'movies', name: 'Movies' },
      },
      {
        id: '511b4f9d-5852-5f77-b076-8418b85ff72c',
        title: 'Nollywood Classics Night: Living in Bondage',
        start_date: 'Wed, 18 Nov 2026 00:00:00',
        end_date: 'Tue, 23 Mar 2027 23:59:59',
        created_on: 'Tue, 25 Aug 2026 06:00:55',
        description:
          'A restored screening of the film that started Nollywood, with a talk-back from the crew. Monthly at Capital Cinemaworld.',
        featured: false,
        cinema: true,
        cinema_info: {
          showing: 'monthly',
          shared_times: false,
          shared_tickets: true,
          per_day_times: true,
          specific_dates: [],
          times: [
            { id: 20, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
            { id: 21, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
            { id: 22, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
            { id: 23, start: '4:00PM', end: '6:30PM', cinema_id: 8 },
            { id: 24, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
            { id: 25, start: '6:30PM', end: '9:00PM', cinema_id: 9 },
            { id: 26, start: '6:30PM', end: '9:00PM', cinema_id: 9 },
            { id: 27, start: '9:15PM', end: '11:45PM', cinema_id: 9 },
          ],
          days_with_times: [],
          locations: [
            {
              id: 8,
              name: 'Capital Cinemaworld Wuse II',
              street: 'Aminu Kano Crescent',
              town: 'Wuse II',
              city: 'Abuja',
              country: 'Nigeria',
              is_headquarters: true,
              times: [
                { id: 20, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
                { id: 21, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
                { id: 22, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
                { id: 23, start: '4:00PM', end: '6:30PM', cinema_id: 8 },
                { id: 24, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
              ],
              days_with_times: [
                { date: '5', times: [{ id: 20, start: '7:00PM', end: '9:30PM', cinema_id: 8 }] },
                { date: '12', times: [{ id: 21, start: '7:00PM', end: '9:30PM', cinema_id: 8 }] },
                { date: '19', times: [{ id: 22, start: '7:00PM', end: '9:30PM', cinema_id: 8 }] },
                {
                  date: '26',
                  times: [
                    { id: 23, start: '4:00PM', end: '6:30PM', cinema_id: 8 },
                    { id: 24, start: '7:00PM', end: '9:30PM', cinema_id: 8 },
                  ],
                },
              ],
            },
            {
              id: 9,
              name: 'Capital Cinemaworld Jabi',
              street: 'Bala Sokoto Way',
              town: 'Jabi',
              city: 'Abuja',
              country: 'Nigeria',
              is_headquarters: false,
              times: [
                { id: 25, start: '6:30PM', end: '9:00PM', cinema_id: 9 },
                { id: 26, start: '6:30PM', end: '9:00PM', cinema_id: 9 },
                { id: 27, start: '9:15PM', end: '11:45PM', cinema_id: 9 },
              ],
              days_with_times: [
                { date: '8', times: [{ id: 25, start: '6:30PM', end: '9:00PM', cinema_id: 9 }] },
                {
                  date: '22',
                  times: [
                    { id: 26, start: '6:30PM', end: '9:00PM', cinema_id: 9 },
                    { id: 27, start: '9:15PM', end: '11:45PM', cinema_id: 9 },
                  ],
                },
              ],
            },
          ],
        },
        address: {
          street: 'Aminu Kano Crescent',
          town: 'Wuse II',
          city: 'Abuja',
          country: 'Nigeria',
        },
        image: [
          {
            image:
              'http://127.0.0.1:4303/media/experience/511b4f9d-5852-5f77-b076-8418b85ff72c.svg',
          },
          {
            image:
              'http://127.0.0.1:4303/media/experience/511b4f9d-5852-5f77-b076-8418b85ff72c.svg?v=2',
          },
        ],
        business: {
          id: 'eaffe04c-91b0-5270-be42-2da209933c94',
          name: 'Capital Cinemaworld',
          photo: 'http://127.0.0.1:4303/media/business/eaffe04c-91b0-5270-be42-2da209933c94.svg',
          slug: 'capital-cinemaworld',
          type: 'cinema',
        },
        category: { id: '2b9d0d65-37db-5921-9af4-9be72ee55e1a', slug: 'movies', name: 'Movies' },
      },
      {
        id: 'fefc8e91-852a-54fb-8aee-9708ed790447',
        title: 'Gidi Heat',
        start_date: 'Fri, 20 Nov 2026 00:00:00',
        end_date: 'Wed, 23 Dec 2026 23:59:59',
        created_on: 'Fri, 13 Nov 2026 06:00:55',
        description:
          'A Lagos detective chases a fuel-smuggling ring from Apapa to Epe in the action hit of the season. 2h 15m, rated 15.',
        featured: true,
        cinema: true,
        cinema_info: {
          showing: 'daily',
          shared_times: true,
          shared_tickets: true,
          per_day_times: false,
          specific_dates: [
            '2026-11-23',
            '2026-11-24',
            '2026-11-25',
            '2026-11-26',
            '2026-11-28',
            '2026-11-30',
            '2026-12-03',
            '2026-12-07',
            '2026-12-14',
            '2026-12-21',
          ],
          times: [
            { id: 1, start: '12:30PM', end: '2:45PM', cinema_id: 1 },
            { id: 2, start: '4:00PM', end: '6:15PM', cinema_id: 1 },
            { id: 3, start: '7:30PM', end: '9:45PM', cinema_id: 1 },
          ],
          days_with_times: [],
          locations: [
            {
              id: 1,
              name: 'Lagoon Screens Lekki',
              street: 'Admiralty Way',
              town: 'Lekki Phase 1',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: true,
              times: [],
              days_with_times: [],
            },
            {
              id: 2,
              name: 'Lagoon Screens Ikeja City Mall',
              street: 'Obafemi Awolowo Way',
              town: 'Alausa, Ikeja',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: false,
              times: [],
              days_with_times: [],
            },
            {
              id: 3,
              name: 'Lagoon Screens Surulere',
              street: 'Adeniran Ogunsanya Street',
              town: 'Surulere',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: false,
              times: [],
              days_with_times: [],
            },
          ],
        },
        address: {
          street: 'Admiralty Way',
          town: 'Lekki Phase 1',
          city: 'Lagos',
          country: 'Nigeria',
        },
        image: [
          {
            image:
              'http://127.0.0.1:4303/media/experience/fefc8e91-852a-54fb-8aee-9708ed790447.svg',
          },
          {
            image:
              'http://127.0.0.1:4303/media/experience/fefc8e91-852a-54fb-8aee-9708ed790447.svg?v=2',
          },
        ],
        business: {
          id: '0290ee44-0236-5559-88bc-9dd43c870225',
          name: 'Lagoon Screens Cinemas',
          photo: 'http://127.0.0.1:4303/media/business/0290ee44-0236-5559-88bc-9dd43c870225.svg',
          slug: 'lagoon-screens-cinemas',
          type: 'cinema',
        },
        category: { id: '2b9d0d65-37db-5921-9af4-9be72ee55e1a', slug: 'movies', name: 'Movies' },
      },
      {
        id: '76b904a8-4ce3-5c66-aaf3-3752c0a15543',
        title: 'Ajegunle Boy',
        start_date: 'Mon, 23 Nov 2026 00:00:00',
        end_date: 'Mon, 07 Dec 2026 23:59:59',
        created_on: 'Mon, 23 Nov 2026 02:00:55',
        description:
          'From the streets of AJ to the national team: the true story of a footballer who never gave up. 2h 10m, rated PG.',
        featured: false,
        cinema: true,
        cinema_info: {
          showing: 'daily',
          shared_times: false,
          shared_tickets: false,
          per_day_times: true,
          specific_dates: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-29', '2026-12-02'],
          times: [
            { id: 28, start: '6:00PM', end: '8:10PM', cinema_id: 10 },
            { id: 29, start: '8:30PM', end: '10:40PM', cinema_id: 10 },
            { id: 30, start: '7:00PM', end: '9:10PM', cinema_id: 10 },
            { id: 31, start: '3:00PM', end: '5:10PM', cinema_id: 10 },
            { id: 32, start: '7:00PM', end: '9:10PM', cinema_id: 10 },
            { id: 33, start: '5:00PM', end: '7:10PM', cinema_id: 11 },
            { id: 34, start: '6:00PM', end: '8:10PM', cinema_id: 11 },
            { id: 35, start: '9:00PM', end: '11:10PM', cinema_id: 11 },
            { id: 36, start: '4:30PM', end: '6:40PM', cinema_id: 11 },
          ],
          days_with_times: [],
          locations: [
            {
              id: 10,
              name: 'Lagoon Screens Lekki',
              street: 'Admiralty Way',
              town: 'Lekki Phase 1',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: true,
              times: [
                { id: 28, start: '6:00PM', end: '8:10PM', cinema_id: 10 },
                { id: 29, start: '8:30PM', end: '10:40PM', cinema_id: 10 },
                { id: 30, start: '7:00PM', end: '9:10PM', cinema_id: 10 },
                { id: 31, start: '3:00PM', end: '5:10PM', cinema_id: 10 },
                { id: 32, start: '7:00PM', end: '9:10PM', cinema_id: 10 },
              ],
              days_with_times: [
                {
                  date: '2026-11-24',
                  times: [
                    { id: 28, start: '6:00PM', end: '8:10PM', cinema_id: 10 },
                    { id: 29, start: '8:30PM', end: '10:40PM', cinema_id: 10 },
                  ],
                },
                {
                  date: '2026-11-25',
                  times: [{ id: 30, start: '7:00PM', end: '9:10PM', cinema_id: 10 }],
                },
                {
                  date: '2026-11-29',
                  times: [
                    { id: 31, start: '3:00PM', end: '5:10PM', cinema_id: 10 },
                    { id: 32, start: '7:00PM', end: '9:10PM', cinema_id: 10 },
                  ],
                },
              ],
            },
            {
              id: 11,
              name: 'Lagoon Screens Ikeja City Mall',
              street: 'Obafemi Awolowo Way',
              town: 'Alausa, Ikeja',
              city: 'Lagos',
              country: 'Nigeria',
              is_headquarters: false,
              times: [
                { id: 33, start: '5:00PM', end: '7:10PM', cinema_id: 11 },
                { id: 34, start: '6:00PM', end: '8:10PM', cinema_id: 11 },
                { id: 35, start: '9:00PM', end: '11:10PM', cinema_id: 11 },
                { id: 36, start: '4:30PM', end: '6:40PM', cinema_id: 11 },
              ],
              days_with_times: [
                {
                  date: '2026-11-24',
                  times: [{ id: 33, start: '5:00PM', end: '7:10PM', cinema_id: 11 }],
                },
                {
                  date: '2026-11-26',
                  times: [
                    { id: 34, start: '6:00PM', end: '8:10PM', cinema_id: 11 },
                    { id: 35, start: '9:00PM', end: '11:10PM', cinema_id: 11 },
                  ],
                },
                {
                  date: '2026-12-02',
                  times: [{ id: 36, start: '4:30PM', end: '6:40PM', cinema_id: 11 }],
                },
              ],
            },
          ],
        },
        address: {
          street: 'Admiralty Way',
          town: 'Lekki Phase 1',
          city: 'Lagos',
          country: 'Nigeria',
        },
        image: [
          {
            image:
              'http://127.0.0.1:4303/media/experience/76b904a8-4ce3-5c66-aaf3-3752c0a15543.svg',
          },
          {
            image:
              'http://127.0.0.1:4303/media/experience/76b904a8-4ce3-5c66-aaf3-3752c0a15543.svg?v=2',
          },
        ],
        business: {
          id: '0290ee44-0236-5559-88bc-9dd43c870225',
          name: 'Lagoon Screens Cinemas',
          photo: 'http://127.0.0.1:4303/media/business/0290ee44-0236-5559-88bc-9dd43c870225.svg',
          slug: 'lagoon-screens-cinemas',
          type: 'cinema',
        },
        category: { id: '2b9d0d65-37db-5921-9af4-9be72ee55e1a', slug: 'movies', name: 'Movies' },
      },
    ],
    next_page: null,
    count: 5,
    per_page: 20,
  },
};

/** `GET /api/v1/svc/experience/v/{Gidi Heat}`: shared times, not per day, daily, three locations. */
export const gidiHeatDetail = {
  success: true,
  status: 200,
  message: 'Experience retrieved successfully.',
  data: filmList.data.experiences.find((film) => film.id === GIDI_HEAT_ID)!,
};

/** `GET /api/v1/svc/experience/tickets/{Gidi Heat}?cinema_location_id=2&time_id=3&attendance_date=2026-11-24`. */
export const gidiHeatScreeningTickets = {
  success: true,
  status: 200,
  message: 'Ticket categories retrieved successfully.',
  data: {
    tickets: [
      {
        id: '1b40388a-2397-50c9-b0db-8dcf7364d1ab',
        title: 'Regular',
        price: 5250,
        slots_remaining: 120,
        free: false,
        price_breakdown: { ticket_price: 5000, convenience_fee: 150, merchant_commission: 100 },
      },
      {
        id: '035b71ce-46bf-59d3-8363-a8f6e6c9de20',
        title: 'VIP Recliner',
        price: 9400,
        slots_remaining: 24,
        free: false,
        price_breakdown: { ticket_price: 9000, convenience_fee: 250, merchant_commission: 150 },
      },
      {
        id: '09000b2d-edf0-53bb-b06c-cc04a60cdac9',
        title: 'Kids (under 12)',
        price: 3150,
        slots_remaining: 40,
        free: false,
        price_breakdown: { ticket_price: 3000, convenience_fee: 100, merchant_commission: 50 },
      },
    ],
    experience: { id: 'fefc8e91-852a-54fb-8aee-9708ed790447', title: 'Gidi Heat' },
    location: { id: 2, name: 'Lagoon Screens Ikeja City Mall', is_headquarters: false },
    screening: {
      cinema_location_id: 2,
      time_id: 3,
      start: '7:30PM',
      end: '9:45PM',
      attendance_date: '2026-11-24',
      starts_at: '2026-11-24T18:30:00.000Z',
    },
  },
};

/** `GET /api/v1/svc/experience/tickets/{Ajegunle Boy}?cinema_location_id=11&time_id=34&attendance_date=2026-11-26`: tickets of one location. */
export const ajegunleBoyScreeningTickets = {
  success: true,
  status: 200,
  message: 'Ticket categories retrieved successfully.',
  data: {
    tickets: [
      {
        id: '7713c5d4-8b98-5ce7-8ce9-c9ad06dc9332',
        title: 'Regular',
        price: 4700,
        slots_remaining: 90,
        free: false,
        price_breakdown: { ticket_price: 4500, convenience_fee: 150, merchant_commission: 50 },
      },
    ],
    experience: { id: '76b904a8-4ce3-5c66-aaf3-3752c0a15543', title: 'Ajegunle Boy' },
    location: { id: 11, name: 'Lagoon Screens Ikeja City Mall', is_headquarters: false },
    screening: {
      cinema_location_id: 11,
      time_id: 34,
      start: '6:00PM',
      end: '8:10PM',
      attendance_date: '2026-11-26',
      starts_at: '2026-11-26T17:00:00.000Z',
    },
  },
};

/** The service's 422 when the showtime does not run on the date asked for. */
export const notOnThatDate = {
  success: false,
  status: 422,
  message: 'The given data was invalid.',
  errors: { attendance_date: ['That showtime does not run on that date.'] },
};

export const notAtThatLocation = {
  success: false,
  status: 422,
  message: 'The given data was invalid.',
  errors: { cinema_location_id: ['This film is not shown at that location.'] },
};

export const experienceNotFound = { success: false, status: 404, message: 'Experience not found.' };
