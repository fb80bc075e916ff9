import { parseFeedRecord } from '../feed/feed.schema';
console.log(JSON.stringify(parseFeedRecord({})));
console.log(JSON.stringify(parseFeedRecord({ ID: '12', Goal: 'abc', WebID: 1, City: 'x', Zip: '1000' })));
const r = parseFeedRecord({ ID: 12, Goal: '1', WebID: '2', City: ' IXELLES ', Zip: 1050, Price: '250.000,50', Rooms: { bedrooms: '3', bathrooms: 'n/a' }, PublishPrice: 'nee', Latitude: 0, Longitude: 0, Pictures: [{ ID: 1, Url: 'a' }, { ID: 1, Url: 'b' }, { Url: 'c' }], Texts: { nl: { Title: 'x' }, xx: {} }, Annuity: {} });
console.log(JSON.stringify(r));
