// Parkway Airport Parking: Prices, Car Parks & Terms Guide 2026, written with pdfmake.
// Run through build.sh (it says how to install pdfmake in /tmp): node guide.js OUTPUT.pdf
'use strict';

const path = require('path');
const pdfmake = require('pdfmake');
const Roboto = require('pdfmake/fonts/Roboto');

const OUT = process.argv[2] || path.join(__dirname, '..', 'documents', 'parkway-airport-parking-guide.pdf');
const FIXED_DATE = new Date(Date.UTC(2026, 1, 16, 9, 0, 0));
const NAVY = '#12324f';
const TEAL = '#1d7f86';
const GREY = '#5b6670';
const PALE = '#eef5f6';

// ---------------------------------------------------------------- helpers
const h1 = (text, opts = {}) => Object.assign({ text, style: 'h1', tocItem: true }, opts);
const h2 = (text) => ({ text, style: 'h2' });
const h3 = (text) => ({ text, style: 'h3' });
const p = (text, opts = {}) => Object.assign({ text, style: 'body' }, opts);
const b = (text) => ({ text, bold: true });
const money = (x) => '\u00a3' + x.toFixed(2);

function note(title, body) {
  return {
    table: {
      widths: ['*'],
      body: [[{
        stack: [{ text: title, bold: true, color: NAVY, margin: [0, 0, 0, 3] }].concat(
          (Array.isArray(body) ? body : [body]).map((t) => ({ text: t, margin: [0, 0, 0, 2] }))),
        fillColor: PALE, margin: [6, 5, 6, 5],
      }]],
    },
    layout: {
      hLineWidth: () => 1, vLineWidth: () => 1,
      hLineColor: () => TEAL, vLineColor: () => TEAL,
    },
    fontSize: 9, margin: [0, 4, 0, 10],
  };
}

function grid(widths, header, rows, opts = {}) {
  const head = header.map((t) => ({ text: t, style: 'th' }));
  return Object.assign({
    table: { headerRows: 1, widths, body: [head].concat(rows), dontBreakRows: true },
    layout: {
      hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: (i) => (i <= 1 ? NAVY : '#c3ccd3'),
      fillColor: (row) => (row === 0 ? NAVY : (row % 2 === 0 ? '#f6f8f9' : null)),
      paddingTop: () => 3, paddingBottom: () => 3,
    },
    fontSize: 8.5, margin: [0, 2, 0, 8],
  }, opts);
}

const fine = (text) => ({ text, style: 'fine' });

// ---------------------------------------------------------------- price table
// Pre-booked online prices by length of stay: base price for day 1, then the price of each
// extra day for days 2-7, 8-14 and 15-30.
const PARKS = [
  ['ASX Short Stay P1', 36.00, 27.00, 27.00, 27.00],
  ['ASX Long Stay P5', 17.49, 6.50, 5.25, 4.50],
  ['ASX Valet', 42.99, 11.00, 9.00, 7.50],
  ['ASX Meet & Greet', 38.49, 10.00, 8.00, 6.75],
  ['DNR Short Stay A', 28.00, 21.00, 21.00, 21.00],
  ['DNR Long Stay D', 12.99, 5.00, 4.00, 3.25],
  ['DNR Meet & Greet', 33.99, 9.00, 7.50, 6.00],
];

function priceFor(park, days) {
  const [, first, a, bb, c] = park;
  let total = first;
  for (let d = 2; d <= days; d += 1) total += d <= 7 ? a : d <= 14 ? bb : c;
  return total;
}

function priceRows() {
  const rows = [];
  for (let d = 1; d <= 30; d += 1) {
    rows.push([{ text: d === 1 ? '1 day' : `${d} days`, bold: true }].concat(
      PARKS.map((pk) => ({ text: money(priceFor(pk, d)), alignment: 'right' }))));
  }
  rows.push([{ text: 'Each day after 30', bold: true, italics: true }].concat(
    PARKS.map((pk) => ({ text: '+' + money(pk[4]), alignment: 'right', italics: true }))));
  return rows;
}

// ---------------------------------------------------------------- content
const content = [];

// Cover ---------------------------------------------------------------------------
content.push(
  { text: 'PARKWAY', fontSize: 34, bold: true, color: NAVY, margin: [0, 90, 0, 0], characterSpacing: 4 },
  { text: 'AIRPORT PARKING', fontSize: 16, color: TEAL, characterSpacing: 3, margin: [0, 0, 0, 30] },
  { text: 'Prices, Car Parks & Terms Guide 2026', fontSize: 24, bold: true, color: NAVY },
  { text: 'Ashcombe International Airport (ASX) \u00b7 Dunmere Airport (DNR)', fontSize: 12, color: GREY, margin: [0, 6, 0, 4] },
  { text: 'Edition 2026.2 \u00b7 Prices valid for arrivals from 1 April 2026 to 31 March 2027', fontSize: 10, color: GREY, margin: [0, 0, 0, 40] },
  {
    columns: [
      {
        width: '55%',
        stack: [
          { text: 'In this guide', bold: true, color: NAVY, fontSize: 11, margin: [0, 0, 0, 6] },
          {
            ol: [
              'Our car parks at a glance',
              'Prices and how we charge',
              'Extras you can add',
              'Changing or cancelling a booking',
              'On the day: arriving and coming home',
              'Delayed flights, early and late returns',
              'Large vehicles, vans and trailers',
              'Contact numbers and desk hours',
              'Terms and conditions of parking',
            ], fontSize: 10, lineHeight: 1.3,
          },
        ],
      },
      {
        width: '45%',
        stack: [
          note('Who we are', [
            'Parkway Airport Parking is the trading name of Brackenford Parking Services Ltd, registered in England and Wales, company number 08841736.',
            'Registered office: Unit 4, Kestle Court, Harrow Lane, Ashcombe AS2 6RT.',
            'VAT registration GB 318 4470 52.',
          ]),
        ],
      },
    ],
    columnGap: 20,
  },
  {
    text: 'This guide is for customers and travel agents. Prices shown are for bookings made online at least 24 hours before arrival unless stated otherwise. All prices include VAT at 20%.',
    style: 'fine', margin: [0, 60, 0, 0],
  },
);

// 1. At a glance --------------------------------------------------------------------
content.push(
  h1('1. Our car parks at a glance', { pageBreak: 'before' }),
  p('We run seven car parks at two airports. At Ashcombe International Airport (ASX) we offer Short Stay, Long Stay, Valet and Meet & Greet. At Dunmere Airport (DNR) we offer Short Stay, Long Stay and Meet & Greet; there is no Valet service at Dunmere.'),
  grid(['15%', '8%', '16%', '21%', '22%', '18%'],
    ['Car park', 'Airport', 'Distance to terminal', 'How you get there', 'Transfer frequency', 'Car park open'],
    [
      ['Short Stay P1', 'ASX', '150 m', 'Covered walkway, about 3 minutes', 'n/a', '24 hours'],
      ['Long Stay P5 (Fernleigh Road)', 'ASX', '2.4 miles', 'Free shuttle bus, about 8 minutes', 'Every 10 min 04:00\u201323:59; every 20 min 00:00\u201303:59', '24 hours'],
      ['Valet', 'ASX', 'At the terminal', 'Drop off at Valet Hall, Level 1 of P1', 'n/a', 'Valet Hall 04:00\u201323:30'],
      ['Meet & Greet', 'ASX', 'At the terminal', 'Driver meets you at Zone M, Lane 4 of the departures forecourt', 'n/a', 'Drivers 03:30\u201300:30'],
      ['Short Stay Car Park A', 'DNR', '250 m', 'Level walk, about 4 minutes', 'n/a', '24 hours'],
      ['Long Stay Car Park D (Quarry Lane)', 'DNR', '1.1 miles', 'Free shuttle bus', 'Every 15 min 04:30\u201323:30; on request at other times', '24 hours'],
      ['Meet & Greet', 'DNR', 'At the terminal', 'Driver meets you at Car Park A, Level 0, bays M1\u2013M12', 'n/a', 'Drivers 04:00\u201323:00'],
    ]),
  fine('Distances are measured by road from the car park entrance to the terminal building. Shuttle journey times are typical and may be longer at peak times.'),

  h2('1.1 Ashcombe International Airport (ASX)'),
  h3('Short Stay P1'),
  p('P1 is the multi-storey car park opposite the terminal and the closest place to park. It suits stays of a few hours up to a long weekend; for longer trips Long Stay P5 is usually cheaper. P1 has 46 Blue Badge bays on Level 0, next to the lifts. Blue Badge holders pay the normal tariff.'),
  h3('Long Stay P5, Fernleigh Road'),
  p('Sat-nav postcode: AS7 4PW. Follow the brown signs for \u201cLong Stay P5\u201d from junction 9. The shuttle leaves from the covered shelter in the middle of the car park and drops you at Stand 12 outside Departures. All P5 shuttle buses are low-floor with a ramp and space for one wheelchair. The car park is patrolled and fenced, and holds the Park Mark Safer Parking award.'),
  h3('Valet'),
  p('Drive straight to the Valet Hall on Level 1 of P1 and hand your keys to our team, who park your car in our secure compound. When you come home your car is waiting for you in the Valet Hall, so there is no bus to catch. Valet includes a free interior vacuum on stays of 3 days or more.'),
  h3('Meet & Greet'),
  p('One of our drivers meets you at the terminal, takes your car and parks it in our secure compound; on your return a driver brings it back to the same place. Meet & Greet is the quickest option if you have young children, a lot of luggage or reduced mobility.'),

  h2('1.2 Dunmere Airport (DNR)'),
  h3('Short Stay Car Park A'),
  p('Car Park A is a surface car park directly in front of the terminal. Drop-off for up to 15 minutes in the Car Park A drop-off lane is free; after that the Short Stay tariff applies.'),
  h3('Long Stay Car Park D, Quarry Lane'),
  p('Sat-nav postcode: DN4 9QL. The shuttle runs every 15 minutes from 04:30 to 23:30. Outside those hours, call the Long Stay desk on the number in section 8 and a shuttle will be sent to you; please allow up to 25 minutes. Car Park D has no height barrier.'),
  h3('Meet & Greet'),
  p('At Dunmere the meeting point is Car Park A, Level 0, bays M1\u2013M12, a 4-minute walk from check-in. Drivers are available from 04:00 to 23:00 only.'),
  note('Ashcombe forecourt drop-off', 'Dropping someone off at the ASX departures forecourt costs \u00a36.00 for up to 10 minutes, then \u00a31.00 for each extra minute. The charge is paid online or by phone by midnight the next day. Meet & Greet and Valet customers do not pay the forecourt charge.'),
);

// 2. Prices ----------------------------------------------------------------------------
content.push(
  h1('2. Prices and how we charge', { pageBreak: 'before' }),
  h2('2.1 How we work out your price'),
  p('When you book online you pay one price for your whole stay. The price depends on the car park and the number of days you stay. A day is any period of up to 24 hours from the arrival time on your booking, so a stay from 06:00 on Monday to 07:00 on Friday counts as 5 days.'),
  {
    ul: [
      'You may enter the car park up to 1 hour before the arrival time on your booking at no extra cost.',
      'We allow a 30-minute grace period after your booked return time before any overstay charge applies (see section 6).',
      'Prices are for one car in one standard bay. Oversized vehicles pay a daily surcharge (section 7).',
      'Saver rate prices are 15% lower than the prices in the table below but cannot be cancelled or refunded (section 4).',
      'One promotional code can be used per booking. Codes cannot be used with the Saver rate.',
    ], style: 'body', margin: [0, 0, 0, 6],
  },
  p('Booking on the day: if you book less than 24 hours before arrival, the table price increases by 20%. If you arrive at a Short Stay car park without a booking, you pay the drive-up tariff in section 2.3.'),
  h2('2.2 Pre-booked prices by length of stay'),
  p('The table shows the Standard rate for a stay of 1 to 30 days. For stays longer than 30 days, add the daily amount in the last row for each extra day.'),
  grid(['12%', '12.5%', '12.5%', '12.5%', '12.5%', '12.5%', '12.5%', '13%'],
    ['Length of stay'].concat(PARKS.map((pk) => pk[0])),
    priceRows(), { fontSize: 8.5 }),
  fine('ASX = Ashcombe International Airport, DNR = Dunmere Airport. Prices are per car, include VAT and are valid for arrival dates from 1 April 2026 to 31 March 2027. During the school summer holidays (18 July to 1 September 2026) a peak supplement of \u00a32.00 per day applies to Long Stay P5 and Long Stay Car Park D only.'),

  h2('2.3 Short Stay drive-up tariff (no booking)'),
  p('If you drive into a Short Stay car park without a booking, take a ticket at the entry barrier and pay at a pay station or at the exit. Pay stations take cards and contactless; the exit barriers take cards only.'),
  grid(['40%', '30%', '30%'],
    ['Time in car park', 'ASX Short Stay P1', 'DNR Short Stay Car Park A'],
    [
      ['Up to 30 minutes', '\u00a35.50', '\u00a34.00'],
      ['30 minutes to 1 hour', '\u00a38.50', '\u00a36.00'],
      ['1 to 2 hours', '\u00a312.00', '\u00a39.00'],
      ['2 to 4 hours', '\u00a319.00', '\u00a314.00'],
      ['4 to 8 hours', '\u00a328.00', '\u00a321.00'],
      ['8 to 24 hours', '\u00a345.00', '\u00a332.00'],
      ['Each further 24 hours or part', '\u00a345.00', '\u00a332.00'],
    ]),
  fine('Lost ticket at ASX Short Stay P1: \u00a345.00 per day, the 24-hour maximum, unless you can show when you arrived (for example a fuel or shop receipt with the time on it).'),
);

// 3. Extras --------------------------------------------------------------------------------
content.push(
  h1('3. Extras you can add', { pageBreak: 'before' }),
  p('Extras can be added when you book or later in Manage My Booking, up to 24 hours before your arrival time. Adding an extra is not counted as an amendment and has no admin fee.'),
  grid(['22%', '30%', '22%', '26%'],
    ['Extra', 'Available at', 'Price', 'Notes'],
    [
      ['EV charging (self-service)', 'ASX Long Stay P5, bays in Zone E', '\u00a30.49 per kWh, plus \u00a32.00 connection fee', '22 kW chargers; start and pay in the Parkway Go app'],
      ['EV charge to 80%', 'ASX Valet and ASX Meet & Greet', '\u00a329.00 per stay', 'Charged during your trip, ready when you return'],
      ['EV charge to 80%', 'DNR Meet & Greet', '\u00a332.00 per stay', 'Charged during your trip, ready when you return'],
      ['Exterior hand wash', 'Valet and Meet & Greet, both airports', '\u00a318.00', 'SUVs, 7-seaters and vans add \u00a36.00'],
      ['Full valet (inside and out)', 'Valet and Meet & Greet, both airports', '\u00a355.00', 'SUVs, 7-seaters and vans add \u00a310.00; needs a stay of at least 3 days'],
      ['Tyre pressure and screenwash check', 'Valet and Meet & Greet, both airports', '\u00a36.00', 'Includes screenwash top-up'],
      ['Flex Cover', 'Any car park', '\u00a34.99 per booking', 'Free cancellation and changes; see section 4'],
    ]),
  note('Car washes in cold weather', [
    'We do not wash cars when the air temperature is below 2\u00b0C, because water freezes on the paintwork and locks. If we cannot wash your car for this reason, the wash fee is refunded in full within 7 days.',
    'A wash or full valet needs a stay of at least 48 hours so that the car has time to dry.',
  ]),
  p('EV charging is not currently available at Dunmere Long Stay Car Park D or at either Short Stay car park. Charging bays at ASX Long Stay P5 are for charging only: once your car is charged you have 30 minutes to move it before an idle fee of \u00a30.25 per minute starts.'),
);

// 4. Changes and cancellations ----------------------------------------------------------------
content.push(
  h1('4. Changing or cancelling a booking'),
  p('Every booking is made at one of three rates. Standard is the rate in the price table. Flex is the Standard rate plus Flex Cover (\u00a34.99). Saver is 15% cheaper than Standard but is non-refundable.'),
  grid(['14%', '14%', '14%', '20%', '19%', '19%'],
    ['Rate', 'Change online', 'Change by phone', 'Cancel more than 72 hours before arrival', 'Cancel 24\u201372 hours before arrival', 'Cancel less than 24 hours before arrival'],
    [
      [b('Standard'), '\u00a35.00 per change', '\u00a312.00 per change', 'Full refund less a \u00a310.00 fee', '50% refund', 'No refund'],
      [b('Flex'), 'Free', 'Free', 'Full refund', 'Full refund', 'Full refund if at least 2 hours before arrival'],
      [b('Saver'), '\u00a315.00 per change', '\u00a315.00 per change', 'No refund', 'No refund', 'No refund'],
    ]),
  fine('The Flex Cover fee of \u00a34.99 itself is not refunded. Cancellation times are measured from the arrival time on your booking.'),
  h2('4.1 What counts as a change'),
  p('A change is a new arrival date or time, a new return date or time, or a move to a different car park. Changing your car registration, vehicle details or flight number is free at any rate and can be done up to the moment you arrive. If the new booking costs more, you pay the difference; if it costs less, the difference is not refunded.'),
  h2('4.2 How to change or cancel'),
  {
    text: 'To change or cancel online:', style: 'body', bold: true,
  },
  {
    ol: [
      'Go to parkwayairportparking.co.uk and choose Manage My Booking.',
      'Enter your booking reference (it starts with PW- followed by eight characters) and the e-mail address you booked with.',
      'Choose Change dates, Change car park or Cancel booking.',
      'Check the fee and any refund shown on screen, then confirm.',
      'We send a new confirmation e-mail within 15 minutes. Keep it: the old one is no longer valid.',
    ], style: 'body', margin: [0, 2, 0, 6],
  },
  p('Online changes are possible up to 2 hours before your booked arrival time. After that, or once you have entered the car park, please call the Customer Service Centre. Refunds go back to the card or PayPal account you paid with within 7 working days.'),
  p('If you come home early we do not refund unused days. If you booked Valet or Meet & Greet, please tell us at least 24 hours before your new return time so a driver is ready; bringing a return forward at short notice (less than 24 hours) costs \u00a310.00.'),
);

// 5. On the day --------------------------------------------------------------------------------
content.push(
  h1('5. On the day: arriving and coming home', { pageBreak: 'before' }),
  p('Have your booking reference and the car registration you booked with to hand. Our barriers read number plates automatically, so you do not need to print anything.'),
  h2('5.1 Long Stay (ASX P5 and DNR Car Park D)'),
  {
    columns: [
      {
        width: '*',
        stack: [
          { text: 'When you arrive', bold: true, color: NAVY, margin: [0, 0, 0, 3] },
          {
            ol: [
              'Drive to the entry barrier. The camera reads your number plate and the barrier opens.',
              'If the barrier stays down, press the intercom button and give your booking reference.',
              'Park in any free bay in the zone shown on the screen at the entrance. Note your zone and row; bay numbers are painted on the ground.',
              'Walk to the shuttle shelter and take the next bus to the terminal.',
            ],
          },
        ],
      },
      {
        width: '*',
        stack: [
          { text: 'When you come home', bold: true, color: NAVY, margin: [0, 0, 0, 3] },
          {
            ol: [
              'After collecting your bags, follow the signs to the car park shuttle: Stand 12 at ASX, Stop 3 at DNR.',
              'Get off at the shuttle shelter and walk to your car.',
              'Drive to the exit. The barrier reads your plate and opens if your booking covers your stay.',
              'If you have stayed longer than booked, pay the overstay charge at the exit by card.',
            ],
          },
        ],
      },
    ],
    columnGap: 18, style: 'body', margin: [0, 0, 0, 6],
  },
  note('Allow enough time', 'From entering the car park to reaching the terminal, allow at least 30 minutes at ASX Long Stay P5 and at least 20 minutes at DNR Long Stay Car Park D.'),

  h2('5.2 Valet (ASX only)'),
  { text: 'Dropping off:', style: 'body', bold: true },
  {
    ol: [
      'Call the Valet desk about 30 minutes before you arrive so that a member of the team is ready.',
      'Follow the signs for Short Stay P1 and take the ramp marked \u201cValet\u201d to Level 1.',
      'Stop in a Valet Hall lane. The team walks round the car with you and takes photos of its condition.',
      'Hand over your keys (one set only) and take your key-tag receipt.',
      'Walk through the covered walkway to Departures, about 3 minutes.',
    ], style: 'body', margin: [0, 2, 0, 4],
  },
  { text: 'Collecting:', style: 'body', bold: true },
  {
    ol: [
      'Call the Valet desk once you have your luggage.',
      'Go to the Valet Hall on Level 1 of P1. Your car will be ready within 15 minutes of your call.',
      'Check the car, show your key-tag receipt and drive away.',
    ], style: 'body', margin: [0, 2, 0, 6],
  },

  h2('5.3 Meet & Greet (ASX and DNR)'),
  { text: 'Before you fly:', style: 'body', bold: true },
  {
    ul: [
      'Call your driver 20 minutes before you reach the airport at ASX, or 30 minutes before at DNR.',
      'At ASX, drive to Zone M, Lane 4 of the departures forecourt. At DNR, drive to Car Park A, Level 0, bays M1\u2013M12.',
      'The driver checks the car with you, records the mileage and fuel level, and gives you a receipt.',
    ], style: 'body', margin: [0, 2, 0, 4],
  },
  { text: 'When you land:', style: 'body', bold: true },
  {
    ul: [
      'Call the Meet & Greet line once you have your bags and have cleared customs.',
      'Go back to the same meeting point. The driver waits with your car for up to 45 minutes from your call.',
      'If you need longer, call again; waiting beyond 45 minutes is charged at \u00a310.00 per 30 minutes.',
    ], style: 'body', margin: [0, 2, 0, 6],
  },
);

// 6. Delays -------------------------------------------------------------------------------------
content.push(
  h1('6. Delayed flights, early and late returns', { pageBreak: 'before' }),
  h2('6.1 Your outbound flight is delayed'),
  p('If your departing flight is delayed or cancelled before you travel, your car can stay where it is and we will not charge you for the extra time before you fly, as long as your booking has not yet ended. If your trip is cancelled altogether, contact us within 24 hours of the cancellation and we will refund a Standard booking in full with no cancellation fee.'),
  h2('6.2 Your return flight is delayed'),
  p('Give us your return flight number when you book (you can add it later in Manage My Booking). We track it, and the rules below apply.'),
  grid(['25%', '40%', '35%'],
    ['Car park', 'If the delay is the airline\u2019s', 'Overstay for any other reason'],
    [
      ['ASX Short Stay P1', 'Drive-up tariff applies to the extra time', 'Drive-up tariff applies to the extra time'],
      ['ASX Long Stay P5', 'Up to 24 hours\u2019 extra stay free', '\u00a315.00 per extra day or part day'],
      ['ASX Valet', 'Up to 24 hours\u2019 extra stay free', '\u00a322.00 per extra day or part day'],
      ['ASX Meet & Greet', 'Up to 24 hours\u2019 extra stay free', '\u00a320.00 per extra day or part day'],
      ['DNR Short Stay A', 'Drive-up tariff applies to the extra time', 'Drive-up tariff applies to the extra time'],
      ['DNR Long Stay D', 'Up to 24 hours\u2019 extra stay free', '\u00a312.00 per extra day or part day'],
      ['DNR Meet & Greet', 'Up to 24 hours\u2019 extra stay free', '\u00a318.00 per extra day or part day'],
    ]),
  fine('Delays longer than 24 hours are charged at the overstay rate from the 25th hour. We may ask for proof of the delay, such as the airline\u2019s e-mail or boarding pass.'),
  h2('6.3 Coming home on a different flight'),
  p('If you change your return flight, update the flight number in Manage My Booking or call us at least 3 hours before you land. For Valet and Meet & Greet, a later return that we were not told about costs a \u00a325.00 late-return fee on top of the overstay charge.'),
  note('Landing after Meet & Greet closes at Ashcombe', 'If your flight lands after 00:30, when ASX Meet & Greet drivers finish, your car is parked on Level 2 of Short Stay P1 and the keys are left at the 24-hour Information Desk in the Arrivals hall. Bring photo ID and your booking reference to collect them. There is no charge if the late landing was caused by the airline.'),
);

// 7. Vehicles --------------------------------------------------------------------------------
content.push(
  h1('7. Large vehicles, vans and trailers', { pageBreak: 'before' }),
  p('A standard bay fits a vehicle up to 5.0 m long and 2.0 m wide with its mirrors folded. If your vehicle is bigger than that, or taller than the limit for your car park below, please book it as an oversized vehicle; otherwise we may refuse entry or charge the surcharge on exit plus a \u00a320.00 handling fee.'),
  grid(['26%', '17%', '17%', '20%', '20%'],
    ['Car park', 'Maximum height', 'Maximum length', 'Oversized surcharge', 'Vans and minibuses'],
    [
      ['ASX Short Stay P1', '2.0 m', '5.0 m', 'Not accepted', 'Not accepted over 2.0 m'],
      ['ASX Long Stay P5', '2.8 m in Zone V', '6.5 m in Zone V', '\u00a38.00 per day', 'Zone V only, pre-book'],
      ['ASX Valet', '2.1 m', '5.3 m', 'Not accepted', 'Up to 2.1 m high only'],
      ['ASX Meet & Greet', '2.1 m', '5.3 m', 'Not accepted', 'Up to 2.1 m high only'],
      ['DNR Long Stay D', 'No height barrier', '7.0 m', '\u00a36.00 per day', 'Accepted, pre-book'],
      ['DNR Meet & Greet', '2.1 m', '5.3 m', 'Not accepted', 'Up to 2.1 m high only'],
    ]),
  h2('7.1 Vehicles we cannot accept'),
  p('For safety and insurance reasons we cannot park the following at any of our car parks:'),
  {
    ul: [
      'vehicles over 3,500 kg gross weight, including most motorhomes;',
      'vehicles carrying fuel cans, gas bottles or other dangerous goods;',
      'vehicles without valid tax, insurance and (where required) an MOT;',
      'at Valet and Meet & Greet: vehicles with a roof box fitted, and vehicles that cannot be driven by our insured drivers because of hand controls or other adaptations.',
    ], style: 'body', margin: [0, 0, 0, 6],
  },
  h2('7.2 Trailers and caravans'),
  p('Trailers and caravans are accepted at DNR Long Stay Car Park D only. The car and the trailer or caravan need two bays and are booked as two separate bookings, each at the DNR Long Stay price. Unhitched trailers cannot be left on their own.'),
);

// 8. Contacts -------------------------------------------------------------------------------------
content.push(
  h1('8. Contact numbers and desk hours'),
  p('For bookings, changes, cancellations and refunds, contact the Customer Service Centre. On the day of travel, call the desk for your car park: its team is on site and can help with barriers, shuttles and drivers.'),
  grid(['34%', '24%', '42%'],
    ['Who', 'Phone', 'Hours'],
    [
      [b('Customer Service Centre'), '0330 014 2280', 'Mon\u2013Fri 08:00\u201320:00; Sat and Sun 09:00\u201317:30; closed 25 and 26 December'],
      ['ASX Short Stay P1 office', '01632 960 410', '24 hours'],
      ['ASX Long Stay P5 desk', '01632 960 455', '24 hours'],
      ['ASX Valet desk', '01632 960 470', '04:00\u201323:30'],
      ['ASX Meet & Greet drivers', '01632 960 488', '03:30\u201300:30'],
      ['DNR Short Stay Car Park A office', '01632 961 120', '05:00\u201323:00 (the car park itself is open 24 hours)'],
      ['DNR Long Stay Car Park D desk', '01632 961 155', '04:30\u201323:30'],
      ['DNR overnight shuttle on request', '01632 961 160', '23:30\u201304:30'],
      ['DNR Meet & Greet drivers', '01632 961 188', '04:00\u201323:00'],
    ]),
  h2('8.1 E-mail and post'),
  {
    ul: [
      { text: [b('Bookings and general questions: '), 'help@parkwayairportparking.co.uk (we reply within 2 working days)'] },
      { text: [b('Refunds: '), 'refunds@parkwayairportparking.co.uk'] },
      { text: [b('Damage claims: '), 'claims@parkwayairportparking.co.uk (see clause 8 of the terms)'] },
      { text: [b('Travel agents and business accounts: '), 'trade@parkwayairportparking.co.uk'] },
      { text: [b('Post: '), 'Customer Relations, Parkway Airport Parking, Unit 4, Kestle Court, Harrow Lane, Ashcombe AS2 6RT'] },
    ], style: 'body', margin: [0, 0, 0, 6],
  },
  h2('8.2 Lost property'),
  p('Items found in our car parks or shuttle buses are kept at the car park desk for 30 days and then given to charity or destroyed. Call the desk for the car park you used. Items left at the ASX terminal are handled by the airport, not by us.'),
);

// 9. Terms --------------------------------------------------------------------------------------
const clause = (num, title, subs) => [
  { text: `${num}. ${title}`, style: 'clause' },
  {
    table: {
      widths: [28, '*'],
      body: subs.map((s, i) => [{ text: `${num}.${i + 1}`, color: GREY }, { text: s }]),
    },
    layout: 'noBorders', fontSize: 8.5, margin: [0, 0, 0, 4],
  },
];

content.push(
  h1('9. Terms and conditions of parking', { pageBreak: 'before' }),
  p('These terms apply to every booking with Brackenford Parking Services Ltd, trading as Parkway Airport Parking. By entering one of our car parks or handing us your keys you accept them. Version 7, effective 1 April 2026.', { italics: true }),
  ...clause(1, 'Definitions', [
    '\u201cWe\u201d, \u201cus\u201d and \u201cour\u201d mean Brackenford Parking Services Ltd. \u201cYou\u201d means the person who made the booking and any driver of the vehicle.',
    '\u201cBooking\u201d means a reservation confirmed by our confirmation e-mail. \u201cStay\u201d means the period from the booked arrival time to the booked return time.',
    '\u201cKeyholding service\u201d means Valet or Meet & Greet, where you give us your keys.',
  ]),
  ...clause(2, 'Your booking', [
    'A contract is formed when we send the confirmation e-mail. If you have not received it within 1 hour of paying, contact the Customer Service Centre.',
    'A booking is for the vehicle registration shown on it. Only one vehicle may use a booking at a time.',
    'You must be at least 18 years old to make a booking.',
  ]),
  ...clause(3, 'Prices and payment', [
    'All prices include VAT at the current rate. Payment is taken in full when you book.',
    'We accept Visa, Mastercard, American Express and PayPal for online bookings. Charges paid on site are by card only, except at the Short Stay pay stations, which also take contactless.',
    'We may change our prices at any time, but a confirmed booking keeps the price you paid.',
  ]),
  ...clause(4, 'Changes and cancellations', [
    'Changes and cancellations are subject to the fees and refunds in section 4 of this guide for your rate.',
    'Saver bookings cannot be cancelled or refunded for any reason, including illness or a cancelled flight.',
    'We may cancel a booking if a car park has to close; we will then offer a place in another car park at the same airport or a full refund.',
  ]),
  ...clause(5, 'Using our car parks', [
    'The speed limit in all our car parks is 10 mph. Follow signs and the instructions of our staff.',
    'Park within one marked bay. Do not park in a Blue Badge bay without displaying a valid badge, or in an EV charging bay unless you are charging.',
    'Do not leave valuables, keys or documents in your vehicle. Leave your vehicle locked with the alarm set (self-park) or ready to drive (keyholding).',
  ]),
  ...clause(6, 'Keyholding services', [
    'Our drivers are insured to drive your vehicle. We may drive it up to 15 miles in total during your stay, for parking, moving within our compounds and returning it to you.',
    'Give us one set of keys only. Keep any spare set with you.',
    'We may move your vehicle to another secure compound we operate if we need to. It is always returned to the meeting point on your booking.',
    'Please leave at least a quarter of a tank of fuel, or 50 miles of range for electric vehicles, so that we can move your vehicle.',
  ]),
  ...clause(7, 'Our liability', [
    'We are responsible for loss or damage to your vehicle caused by our negligence or that of our staff, up to \u00a350,000 per vehicle.',
    'For keyholding services we are also responsible for loss of items left in the vehicle up to \u00a3250 in total. For self-park car parks we are not responsible for items left in the vehicle.',
    'We are not responsible for mechanical or electrical failure, flat batteries, or damage that was already present when we received the vehicle.',
  ]),
  ...clause(8, 'Damage claims', [
    'Please check your vehicle before you leave the car park or meeting point, and tell a member of staff about any damage before you drive away.',
    'Confirm your claim in writing with photographs within 7 days to claims@parkwayairportparking.co.uk. We cannot accept claims reported after 7 days.',
    'We will acknowledge your claim within 3 working days and give you our decision within 28 days.',
  ]),
  ...clause(9, 'Overstays and abandoned vehicles', [
    'If you stay beyond your booked return time and the 30-minute grace period, the overstay charges in section 6 apply. You must pay them before you leave.',
    'A vehicle left for more than 28 days after the end of its booking without contact from you may be treated as abandoned. We will write to the registered keeper and may remove it after a further 14 days. Storage is charged at \u00a320.00 per day from the end of the booking.',
  ]),
  ...clause(10, 'Parking charge notices', [
    'If you break clause 5, we may issue a parking charge notice of \u00a3100, reduced to \u00a360 if paid within 14 days.',
    'You can appeal a notice within 28 days using the appeal details printed on it.',
  ]),
  ...clause(11, 'Number plate cameras and personal data', [
    'Our car parks use automatic number plate recognition (ANPR) cameras to open barriers and to work out how long a vehicle has stayed. ANPR images are kept for 90 days and then deleted.',
    'We use your details to manage your booking and, if you agree, to send offers. You can unsubscribe at any time using the link in our e-mails.',
  ]),
  ...clause(12, 'Complaints', [
    'Please raise a complaint first with the staff on site or the Customer Service Centre. If it is not resolved, write to Customer Relations at the postal address in section 8.1.',
    'We acknowledge written complaints within 5 working days and send a final response within 8 weeks.',
  ]),
  ...clause(13, 'General', [
    'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.',
    'If any part of these terms cannot be enforced, the rest remain in force.',
  ]),
  { text: 'Brackenford Parking Services Ltd \u00b7 Company number 08841736 \u00b7 Unit 4, Kestle Court, Harrow Lane, Ashcombe AS2 6RT', style: 'fine', margin: [0, 10, 0, 0] },
);

// ---------------------------------------------------------------- document
const docDefinition = {
  pageSize: 'A4',
  pageMargins: [52, 62, 52, 56],
  info: {
    title: 'Parkway Airport Parking \u2013 Prices, Car Parks & Terms Guide 2026',
    author: 'Brackenford Parking Services Ltd',
    subject: 'Car parks, prices, extras, changes, delays and terms of parking',
    creationDate: FIXED_DATE,
    modDate: FIXED_DATE,
  },
  header: (currentPage) => (currentPage === 1 ? null : {
    columns: [
      { text: 'Parkway Airport Parking', bold: true, color: NAVY },
      { text: 'Prices, Car Parks & Terms Guide 2026', alignment: 'right', color: GREY },
    ],
    fontSize: 8, margin: [52, 26, 52, 0],
  }),
  footer: (currentPage, pageCount) => (currentPage === 1 ? null : {
    columns: [
      { text: 'Edition 2026.2 \u00b7 parkwayairportparking.co.uk', color: GREY },
      { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: GREY },
    ],
    fontSize: 8, margin: [52, 20, 52, 0],
  }),
  content,
  defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: '#1f2a33' },
  styles: {
    h1: { fontSize: 17, bold: true, color: NAVY, margin: [0, 0, 0, 8] },
    h2: { fontSize: 12.5, bold: true, color: TEAL, margin: [0, 10, 0, 4] },
    h3: { fontSize: 10.5, bold: true, color: NAVY, margin: [0, 6, 0, 2] },
    body: { margin: [0, 0, 0, 6] },
    th: { bold: true, color: 'white', fontSize: 8.5 },
    fine: { fontSize: 7.5, italics: true, color: GREY, margin: [0, 0, 0, 8] },
    clause: { fontSize: 10, bold: true, color: NAVY, margin: [0, 6, 0, 2] },
  },
};

pdfmake.addFonts(Roboto);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => p.startsWith(path.dirname(require.resolve('pdfmake/fonts/Roboto'))));
pdfmake.createPdf(docDefinition).write(OUT).then(() => {
  console.log('wrote', OUT);
}, (err) => {
  console.error(err);
  process.exit(1);
});
