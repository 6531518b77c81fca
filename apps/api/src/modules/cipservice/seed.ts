import { ReservationType, ServiceType } from '@vip/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncSequence } from '../../db/seed/kit';
import { extendSchedule } from './schedule';
import {
  cipAirlines,
  cipAirports,
  cipFlightPatterns,
  cipServices,
  cipSuites,
  cipTerminals,
  cipTransfers,
} from './schema';
import {
  AIRLINES,
  AIRPORT_SERVICES,
  AIRPORT_SURCHARGES,
  AIRPORTS,
  BASE_TARIFFS,
  CIP_SUITES,
  CIP_TRANSFERS,
  FARE_FACTORS,
  ROUTES,
  type TariffRow,
} from './seed-data';
import { AIRLINE_AR, AIRPORT_AR, SUITE_NAMES, serviceNames, TERMINAL_AR, TRANSFER_NAMES } from './seed-translations';

/** Prices scaled for an airport, rounded to 10,000 Rials (1,000 Toman). */
const scaled = (rials: number, factor: number) => Math.round((rials * factor) / 10_000) * 10_000;

function tariffColumns(t: TariffRow, f: number) {
  return {
    passengerAdult: scaled(t.passenger[0], f),
    passengerChild: scaled(t.passenger[1], f),
    passengerInfant: scaled(t.passenger[2], f),
    greeterAdult: scaled(t.greeter[0], f),
    greeterChild: scaled(t.greeter[1], f),
    greeterInfant: scaled(t.greeter[2], f),
    pet: scaled(t.pet, f),
    parkingMain: scaled(t.parking[0], f),
    parkingHourly: scaled(t.parking[1], f),
    wheelchairOutdoor: scaled(t.wheelchair[0], f),
    wheelchairIndoor: scaled(t.wheelchair[1], f),
    visa: t.visa,
  };
}

/** Airports, terminals, airlines, weekly patterns, services with tariffs, suites and transfers; then 60 days of flights. */
export async function seedCipCatalogue(db: Db) {
  const airportIds = new Map<string, number>();
  const terminalIds = new Map<string, number[]>();
  let terminalId = 0;
  const terminalRows: (typeof cipTerminals.$inferInsert)[] = [];
  await db.insert(cipAirports).values(
    AIRPORTS.map(
      ([iata, title, titleEn, city, cityEn, countryCode, timezone, offset, served, deskPhone, terminals], i) => {
        const id = i + 1;
        airportIds.set(iata, id);
        terminalIds.set(
          iata,
          terminals.map(([tTitle, tTitleEn]) => {
            terminalId += 1;
            const titleAr = TERMINAL_AR[tTitleEn] ?? '';
            terminalRows.push({ id: terminalId, airportId: id, title: tTitle, titleEn: tTitleEn, titleAr });
            return terminalId;
          }),
        );
        return {
          id,
          iata,
          title,
          titleEn,
          titleAr: AIRPORT_AR[iata]?.[0] ?? '',
          city,
          cityEn,
          cityAr: AIRPORT_AR[iata]?.[1] ?? '',
          countryCode,
          timezone,
          utcOffsetMinutes: offset,
          served,
          deskPhone,
          priority: i,
          bookingCutoffHours: iata === 'IKA' ? 4 : 3,
        };
      },
    ),
  );
  await db.insert(cipTerminals).values(terminalRows);
  await db.insert(cipAirlines).values(
    AIRLINES.map(([iata, title, titleEn], i) => ({
      id: i + 1,
      iata,
      title,
      titleEn,
      titleAr: AIRLINE_AR[iata] ?? '',
    })),
  );
  const airlineIds = new Map(AIRLINES.map(([iata], i) => [iata, i + 1]));

  const airportText = new Map(AIRPORTS.map((a) => [a[0], `${a[0]} ${a[1]} ${a[2]} ${a[3]} ${a[4]}`]));
  const airlineText = new Map(AIRLINES.map((a) => [a[0], `${a[1]} ${a[2]}`]));
  const patterns: (typeof cipFlightPatterns.$inferInsert)[] = [];
  for (const [
    airline,
    origin,
    destination,
    firstNumber,
    times,
    weekdays,
    minutes,
    oTerm,
    dTerm,
    turnaround,
  ] of ROUTES) {
    times.forEach((time, i) => {
      const outNumber = `${airline} ${firstNumber + 2 * i}`;
      const backNumber = `${airline} ${firstNumber + 2 * i + 1}`;
      const [h, m] = time.split(':').map(Number);
      // The return leaves the destination after the turnaround, in the destination's local time.
      const oOffset = AIRPORTS.find((a) => a[0] === origin)![7];
      const dOffset = AIRPORTS.find((a) => a[0] === destination)![7];
      const backMinutes = h * 60 + m + minutes + turnaround + (dOffset - oOffset);
      const dayShift = Math.floor(backMinutes / 1440);
      const back = ((backMinutes % 1440) + 1440) % 1440;
      const backTime = `${String(Math.floor(back / 60)).padStart(2, '0')}:${String(back % 60).padStart(2, '0')}`;
      const search = (num: string, from: string, to: string) =>
        `${num} ${num.replace(' ', '')} ${airlineText.get(airline)} ${airportText.get(from)} ${airportText.get(to)}`;
      patterns.push({
        airlineId: airlineIds.get(airline)!,
        flightNumber: outNumber,
        originAirportId: airportIds.get(origin)!,
        originTerminalId: terminalIds.get(origin)![oTerm] ?? null,
        destinationAirportId: airportIds.get(destination)!,
        destinationTerminalId: terminalIds.get(destination)![dTerm] ?? null,
        weekdays,
        departureTime: time,
        durationMinutes: minutes,
        searchSource: search(outNumber, origin, destination),
      });
      patterns.push({
        airlineId: airlineIds.get(airline)!,
        flightNumber: backNumber,
        originAirportId: airportIds.get(destination)!,
        originTerminalId: terminalIds.get(destination)![dTerm] ?? null,
        destinationAirportId: airportIds.get(origin)!,
        destinationTerminalId: terminalIds.get(origin)![oTerm] ?? null,
        weekdays: weekdays.map((d) => (d + dayShift + 7) % 7),
        departureTime: backTime,
        durationMinutes: minutes,
        searchSource: search(backNumber, destination, origin),
      });
    });
  }
  await db.insert(cipFlightPatterns).values(patterns.map((p, i) => ({ ...p, id: i + 1 })));

  let serviceId = 0;
  let suiteId = 0;
  let transferId = 0;
  const services: (typeof cipServices.$inferInsert)[] = [];
  const suites: (typeof cipSuites.$inferInsert)[] = [];
  const transfers: (typeof cipTransfers.$inferInsert)[] = [];
  for (const [iata, offer] of Object.entries(AIRPORT_SERVICES)) {
    const airport = AIRPORTS.find((a) => a[0] === iata)!;
    const city = airport[3];
    const f = offer.factor;
    const add = (
      kind: 'cip' | 'fastTrack' | 'lounge',
      side: ReservationType,
      title: string,
      description: string,
      meetingPoint: string,
      capacity: number,
    ) => {
      serviceId += 1;
      services.push({
        id: serviceId,
        airportId: airportIds.get(iata)!,
        reservationType: side,
        serviceType:
          kind === 'cip' ? ServiceType.cip : kind === 'fastTrack' ? ServiceType.fastTrack : ServiceType.businessLounge,
        title,
        ...serviceNames(kind, side, airport[4], AIRPORT_AR[iata]?.[1] ?? airport[4]),
        description,
        meetingPoint,
        capacityPerSlot: capacity,
        slotMinutes: 60,
        ...tariffColumns(BASE_TARIFFS[kind], f),
      });
      if (kind === 'cip') {
        for (const [sTitle, price] of CIP_SUITES) {
          suiteId += 1;
          const [titleEn, titleAr] = SUITE_NAMES[sTitle] ?? ['', ''];
          suites.push({ id: suiteId, serviceId, title: sTitle, titleEn, titleAr, price: scaled(price, f) });
        }
        for (const [tTitle, vehicle, seats, base, stop] of CIP_TRANSFERS) {
          transferId += 1;
          transfers.push({
            id: transferId,
            serviceId,
            title: tTitle,
            titleEn: TRANSFER_NAMES[tTitle]?.[0] ?? '',
            titleAr: TRANSFER_NAMES[tTitle]?.[1] ?? '',
            vehicle,
            seats,
            servicePrice: scaled(base, f),
            stopPrice: scaled(stop, f),
          });
        }
      }
    };
    const where = iata === 'IKA' ? 'ترمینال سلام' : iata === 'THR' ? 'ترمینال ۴' : 'ترمینال';
    add(
      'cip',
      ReservationType.Departure,
      `سی‌آی‌پی پرواز خروجی فرودگاه ${city}`,
      'پذیرش و تحویل بار بدون صف، سالن اختصاصی با پذیرایی گرم و سرد، انجام تشریفات گذرنامه و همراهی تا پای پرواز.',
      `ورودی سالن CIP، ضلع شمالی ${where}، روبه‌روی پارکینگ طبقاتی`,
      40,
    );
    add(
      'cip',
      ReservationType.Arrival,
      `سی‌آی‌پی پرواز ورودی فرودگاه ${city}`,
      'استقبال از درب هواپیما، انجام تشریفات ورود و تحویل بار توسط کارشناس، پذیرایی در سالن تا رسیدن خودرو.',
      `درب هواپیما؛ کارشناس آسمان ویژه با تابلوی نام مسافر منتظر است (${where})`,
      40,
    );
    if (offer.fastTrack) {
      add(
        'fastTrack',
        ReservationType.Departure,
        `فست ترک خروجی ${city}`,
        'عبور از مسیر ویژه بازرسی و کنترل گذرنامه بدون ایستادن در صف.',
        `کانتر فست ترک آسمان ویژه، ورودی شماره ۲ ${where}`,
        60,
      );
      add(
        'fastTrack',
        ReservationType.Arrival,
        `فست ترک ورودی ${city}`,
        'همراهی از درب هواپیما تا خروج از فرودگاه از مسیر ویژه.',
        `انتهای پل هواپیما، کارشناس فست ترک با تابلوی نام مسافر (${where})`,
        60,
      );
    }
    if (offer.lounge) {
      add(
        'lounge',
        ReservationType.Departure,
        `بیزینس لانج ${city}`,
        'سالن انتظار آرام پس از کنترل گذرنامه با پذیرایی، اینترنت پرسرعت و اعلام پرواز اختصاصی.',
        `طبقه دوم ${where}، پس از کنترل گذرنامه، روبه‌روی گیت ۵`,
        50,
      );
    }
  }
  await db.insert(cipServices).values(services);
  await db.insert(cipSuites).values(suites);
  await db.insert(cipTransfers).values(transfers);
  for (const t of [
    'cip_airports',
    'cip_terminals',
    'cip_airlines',
    'cip_flight_patterns',
    'cip_services',
    'cip_suites',
    'cip_transfers',
  ]) {
    await syncSequence(db, t);
  }
  await extendSchedule(db);
}

/**
 * Fares by nationality and flight kind for every served airport's services (multiples of the Iranian domestic
 * price, FARE_FACTORS) and the night and holiday surcharges of the airports that charge them.
 */
export async function seedCipTariffs(db: Db) {
  for (const [iata, f] of Object.entries(FARE_FACTORS)) {
    const [airport] = await db.select().from(cipAirports).where(eq(cipAirports.iata, iata));
    if (!airport) continue;
    const surcharges = AIRPORT_SURCHARGES[iata];
    if (surcharges) {
      await db
        .update(cipAirports)
        .set({ nightPercent: surcharges.night, holidayPercent: surcharges.holiday })
        .where(eq(cipAirports.id, airport.id));
    }
    const services = await db.select().from(cipServices).where(eq(cipServices.airportId, airport.id));
    for (const s of services) {
      await db
        .update(cipServices)
        .set({
          passengerIntlAdult: scaled(s.passengerAdult, f.intl),
          passengerIntlChild: scaled(s.passengerChild, f.intl),
          passengerIntlInfant: scaled(s.passengerInfant, f.intl),
          foreignAdult: scaled(s.passengerAdult, f.foreign),
          foreignChild: scaled(s.passengerChild, f.foreign),
          foreignInfant: scaled(s.passengerInfant, f.foreign),
          foreignIntlAdult: scaled(s.passengerAdult, f.foreignIntl),
          foreignIntlChild: scaled(s.passengerChild, f.foreignIntl),
          foreignIntlInfant: scaled(s.passengerInfant, f.foreignIntl),
        })
        .where(eq(cipServices.id, s.id));
    }
  }
}
