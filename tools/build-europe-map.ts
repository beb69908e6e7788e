/**
 * Builds `src/maps/data/europe-1907.json` from the readable tables below (run: `npx tsx tools/build-europe-map.ts`).
 * The committed JSON is the data the program reads; this file is how it was drawn. Each land border, sea border
 * and ferry is written once here and made symmetric in the JSON. The script checks the opening incomes (W1) and
 * stops without writing when they do not match the rulebook's table.
 */
import { writeFileSync } from "node:fs";

// id | name | aliases | production | owner | home soil of | lon lat | port | coasts ("-" = none)
const PROVINCES = `
# United Kingdom (18.25 pp)
london | London | Home Counties, Kent, Southern England | 3 | uk | uk | -0.5 51.4 | north-sea | north-sea english-channel
cardiff | Cardiff | Wales, Bristol | 1 | uk | uk | -3.4 51.9 | irish-sea | irish-sea english-channel
birmingham | Birmingham | Midlands | 2 | uk | uk | -1.9 52.5 | - | -
liverpool | Liverpool | Lancashire, Manchester | 2 | uk | uk | -2.7 53.6 | irish-sea | irish-sea
leeds | Leeds | Yorkshire, Hull | 1.5 | uk | uk | -1.3 53.9 | north-sea | north-sea
newcastle | Newcastle | Northumberland, Tyneside | 1 | uk | uk | -1.9 55.0 | north-sea | north-sea
glasgow | Glasgow | Clydeside, Strathclyde | 1.5 | uk | uk | -4.6 55.8 | irish-sea | irish-sea north-atlantic-ocean
edinburgh | Edinburgh | Lothian, Leith | 1 | uk | uk | -3.0 56.1 | north-sea | north-sea
inverness | Inverness | Highlands, Scottish Highlands | 0.25 | uk | uk | -4.7 57.6 | north-sea | north-sea north-atlantic-ocean norwegian-sea
ireland | Ireland | Dublin, Eire, Queenstown | 3 | uk | uk | -8.0 53.2 | north-atlantic-ocean | north-atlantic-ocean irish-sea
gibraltar | Gibraltar | The Rock | 0.25 | uk | - | -5.35 36.14 | alboran-sea | alboran-sea
malta | Malta | Valletta | 0.25 | uk | - | 14.45 35.9 | sicilian-channel | sicilian-channel
cyprus | Cyprus | Nicosia, Famagusta | 0.25 | uk | - | 33.2 35.1 | levantine-sea | levantine-sea
egypt | Egypt | Cairo, Alexandria, Port Said | 1 | uk | - | 30.5 30.5 | levantine-sea | levantine-sea libyan-sea
lamia | Lamia | Central Greece, Roumeli, Phthiotis | 0.25 | uk | - | 22.2 38.7 | aegean-sea | aegean-sea ionian-sea

# Spain (17.75 pp): Iberia 11, occupied France 6.75
madrid | Madrid | New Castile, Castile | 2 | spain | spain | -3.7 40.2 | - | -
barcelona | Barcelona | Catalonia | 2 | spain | spain | 1.7 41.8 | balearic-sea | balearic-sea gulf-of-lion
valencia | Valencia | Murcia, Alicante | 1.25 | spain | spain | -0.8 39.2 | balearic-sea | balearic-sea
seville | Seville | Andalusia, Cadiz, Sevilla | 1.25 | spain | spain | -6.0 37.5 | mid-atlantic-ocean | mid-atlantic-ocean alboran-sea
malaga | Malaga | Granada, Almeria | 0.5 | spain | spain | -3.8 37.0 | alboran-sea | alboran-sea
bilbao | Bilbao | Basque Country, Santander, Asturias | 1.25 | spain | spain | -3.8 43.2 | bay-of-biscay | bay-of-biscay
corunna | Corunna | La Coruna, A Coruna, Spanish Galicia, Vigo | 0.75 | spain | spain | -8.0 42.8 | mid-atlantic-ocean | mid-atlantic-ocean bay-of-biscay
valladolid | Valladolid | Old Castile, Leon, Salamanca | 0.75 | spain | spain | -5.0 41.8 | - | -
zaragoza | Zaragoza | Aragon, Saragossa | 0.75 | spain | spain | -0.9 41.6 | - | -
badajoz | Badajoz | Extremadura | 0.25 | spain | spain | -6.3 39.2 | - | -
balearic-islands | Balearic Islands | Balearics, Majorca, Mallorca, Palma | 0.25 | spain | spain | 2.9 39.6 | balearic-sea | balearic-sea western-mediterranean
bordeaux | Bordeaux | Gascony, Aquitaine | 1.25 | spain | france | -0.5 44.5 | bay-of-biscay | bay-of-biscay
toulouse | Toulouse | Languedoc, Montpellier | 1 | spain | france | 2.3 43.6 | gulf-of-lion | gulf-of-lion
poitiers | Poitiers | Poitou, La Rochelle | 0.5 | spain | france | 0.0 46.4 | bay-of-biscay | bay-of-biscay
brest | Brest | Brittany, Bretagne, Rennes, Nantes | 0.75 | spain | france | -2.8 48.0 | bay-of-biscay | bay-of-biscay english-channel
lyon | Lyon | Lyons, Lyonnais, Savoy, Grenoble | 1.25 | spain | france | 5.2 45.6 | - | -
dijon | Dijon | Burgundy, Bourgogne, Franche-Comte, Besancon | 0.75 | spain | france | 5.2 47.2 | - | -
rouen | Rouen | Normandy, Normandie, Le Havre, Cherbourg | 0.75 | spain | france | 0.3 49.2 | english-channel | english-channel
orleans | Orleans | Loire, Tours, Centre | 0.5 | spain | france | 1.8 47.6 | - | -

# France (0 pp): the last unoccupied land, a war-ravaged highland
auvergne | Auvergne | Clermont-Ferrand, Massif Central, Limousin | 0 | france | france | 2.8 45.6 | - | -

# Portugal (neutral)
lisbon | Lisbon | Portugal, Lisboa, Algarve | 1 | - | - | -8.6 38.9 | mid-atlantic-ocean | mid-atlantic-ocean
oporto | Oporto | Porto, Northern Portugal | 0.75 | - | - | -8.2 41.2 | mid-atlantic-ocean | mid-atlantic-ocean

# German Empire (24.5 pp): home 16.75, Austria and Bohemia 3.75, northern France 4
berlin | Berlin | Brandenburg | 2.5 | germany | germany | 13.4 52.5 | - | -
stettin | Stettin | Pomerania, Szczecin, Mecklenburg | 0.75 | germany | germany | 13.6 53.8 | baltic-sea | baltic-sea
koenigsberg | Konigsberg | Koenigsberg, East Prussia, Memel | 0.75 | germany | germany | 21.0 54.5 | baltic-sea | baltic-sea
danzig | Danzig | West Prussia, Gdansk | 0.5 | germany | germany | 18.4 53.8 | baltic-sea | baltic-sea
posen | Posen | Poznan | 0.5 | germany | germany | 17.0 52.4 | - | -
breslau | Breslau | Silesia, Wroclaw, Upper Silesia | 1.25 | germany | germany | 17.2 50.9 | - | -
dresden | Dresden | Saxony, Leipzig, Thuringia | 1.25 | germany | germany | 12.6 51.2 | - | -
hanover | Hanover | Hannover, Lower Saxony, Brunswick | 1 | germany | germany | 9.5 52.6 | - | -
hamburg | Hamburg | Bremen | 1.25 | germany | germany | 9.5 53.7 | north-sea | north-sea
kiel | Kiel | Schleswig-Holstein, Schleswig, Holstein | 0.5 | germany | germany | 9.9 54.4 | baltic-sea | baltic-sea north-sea
essen | Essen | Westphalia, Ruhr, Dortmund | 1.75 | germany | germany | 7.6 51.7 | - | -
cologne | Cologne | Rhineland, Koln, Rhine Province | 1.25 | germany | germany | 6.9 50.5 | - | -
frankfurt | Frankfurt | Hesse, Hesse-Nassau | 0.75 | germany | germany | 9.0 50.3 | - | -
munich | Munich | Bavaria, Munchen, Nuremberg | 1.25 | germany | germany | 11.6 48.9 | - | -
stuttgart | Stuttgart | Wurttemberg, Baden | 0.75 | germany | germany | 9.0 48.6 | - | -
strasbourg | Strasbourg | Alsace-Lorraine, Alsace, Strassburg, Metz | 0.75 | germany | germany | 7.3 48.7 | - | -
vienna | Vienna | Austria, Wien, Lower Austria, Salzburg | 1.75 | germany | austria-hungary | 15.3 48.1 | - | -
prague | Prague | Bohemia, Praha, Moravia | 1.25 | germany | austria-hungary | 15.2 49.8 | - | -
innsbruck | Innsbruck | Tyrol, Tirol, Trentino | 0.25 | germany | austria-hungary | 11.4 47.0 | - | -
graz | Graz | Styria, Carinthia, Steiermark | 0.5 | germany | austria-hungary | 14.8 46.9 | - | -
paris | Paris | Ile-de-France | 2 | germany | france | 2.4 48.8 | - | -
lille | Lille | Picardy, Flanders, Calais, Amiens | 0.75 | germany | france | 2.6 50.3 | english-channel | english-channel north-sea
reims | Reims | Champagne, Rheims | 0.75 | germany | france | 4.2 49.2 | - | -
nancy | Nancy | Lorraine, Verdun | 0.5 | germany | france | 6.0 48.6 | - | -

# Italy (15 pp)
rome | Rome | Roma, Lazio, Latium, Umbria, Ancona | 2 | italy | italy | 12.8 42.4 | tyrrhenian-sea | tyrrhenian-sea adriatic-sea
naples | Naples | Napoli, Campania | 2 | italy | italy | 14.8 40.9 | tyrrhenian-sea | tyrrhenian-sea
milan | Milan | Milano, Lombardy, Emilia, Bologna | 2.5 | italy | italy | 9.9 45.3 | - | -
turin | Turin | Torino, Piedmont | 1.5 | italy | italy | 7.7 45.0 | - | -
venice | Venice | Venezia, Venetia, Veneto | 1.5 | italy | italy | 12.0 45.6 | adriatic-sea | adriatic-sea
genoa | Genoa | Genova, Liguria | 1 | italy | italy | 8.9 44.4 | ligurian-sea | ligurian-sea
florence | Florence | Firenze, Tuscany, Livorno | 1 | italy | italy | 11.0 43.5 | ligurian-sea | ligurian-sea tyrrhenian-sea
bari | Bari | Apulia, Puglia, Taranto | 0.5 | italy | italy | 16.6 41.0 | adriatic-sea | adriatic-sea ionian-sea
calabria | Calabria | Reggio Calabria, Basilicata | 0.25 | italy | italy | 16.3 39.1 | ionian-sea | ionian-sea tyrrhenian-sea
sicily | Sicily | Sicilia, Palermo, Messina | 1 | italy | italy | 14.2 37.5 | tyrrhenian-sea | tyrrhenian-sea sicilian-channel ionian-sea
sardinia | Sardinia | Sardegna, Cagliari | 0.25 | italy | italy | 9.0 40.0 | western-mediterranean | western-mediterranean tyrrhenian-sea
marseilles | Marseilles | Marseille, Provence, Nice, Toulon | 1.5 | italy | france | 5.9 43.6 | gulf-of-lion | gulf-of-lion ligurian-sea

# Neutral western Europe
corsica | Corsica | Corse, Ajaccio, Bastia | 0.25 | - | france | 9.1 42.1 | ligurian-sea | ligurian-sea tyrrhenian-sea western-mediterranean
amsterdam | Amsterdam | Netherlands, Holland, Rotterdam, The Hague | 1.5 | - | - | 5.3 52.2 | north-sea | north-sea
brussels | Brussels | Belgium, Antwerp, Bruxelles, Luxembourg | 1.5 | - | - | 4.6 50.7 | north-sea | north-sea
bern | Bern | Berne, Switzerland, Zurich, Geneva | 1 | - | - | 8.0 46.8 | - | -

# Neutral Scandinavia
copenhagen | Copenhagen | Zealand, Denmark, Kobenhavn | 0.75 | - | - | 11.9 55.5 | baltic-sea | baltic-sea skagerrak
jutland | Jutland | Jylland, Aarhus, Esbjerg | 0.5 | - | - | 9.2 56.2 | skagerrak | skagerrak north-sea baltic-sea
christiania | Christiania | Kristiania, Oslo, Norway | 0.75 | - | - | 10.5 60.0 | skagerrak | skagerrak
bergen | Bergen | Western Norway, Stavanger | 0.5 | - | - | 6.0 60.6 | north-sea | north-sea norwegian-sea
trondheim | Trondheim | Trondhjem, Nordland, Narvik, Northern Norway | 0.25 | - | - | 13.0 65.5 | norwegian-sea | norwegian-sea barents-sea
stockholm | Stockholm | Sweden, Svealand, Uppsala | 1 | - | - | 16.5 59.5 | baltic-sea | baltic-sea gulf-of-bothnia
gothenburg | Gothenburg | Goteborg, Vastergotland | 0.75 | - | - | 12.6 58.0 | skagerrak | skagerrak
malmo | Malmo | Scania, Skane, Smaland | 0.5 | - | - | 14.0 56.3 | baltic-sea | baltic-sea skagerrak
norrland | Norrland | Lapland, Lulea, Kiruna | 0.25 | - | - | 18.5 65.0 | gulf-of-bothnia | gulf-of-bothnia

# Russian Empire (25.5 pp): home 21, conquests from Austria-Hungary 4.5
st-petersburg | St. Petersburg | Saint Petersburg, Petersburg, Novgorod, Pskov | 2.5 | russia | russia | 30.3 59.4 | gulf-of-finland | gulf-of-finland
moscow | Moscow | Moskva | 3 | russia | russia | 37.6 55.7 | - | -
warsaw | Warsaw | Warszawa, Poland, Congress Poland, Vistula Land | 2 | russia | russia | 21.0 52.2 | - | -
kiev | Kiev | Kyiv, Volhynia, Podolia | 1.5 | russia | russia | 29.5 50.3 | - | -
odessa | Odessa | Kherson | 1.5 | russia | russia | 31.5 47.1 | black-sea | black-sea
riga | Riga | Livonia, Courland, Estonia, Reval, Baltic Provinces | 1 | russia | russia | 25.0 57.5 | baltic-sea | baltic-sea gulf-of-finland
vilna | Vilna | Vilnius, Wilno, Lithuania, Kovno | 0.75 | russia | russia | 24.5 54.8 | - | -
minsk | Minsk | Byelorussia, White Russia, Mogilev | 0.75 | russia | russia | 27.6 53.7 | - | -
smolensk | Smolensk | Vitebsk | 0.5 | russia | russia | 32.0 55.0 | - | -
kharkov | Kharkov | Kharkiv, Poltava, Kursk | 1 | russia | russia | 35.5 50.4 | - | -
ekaterinoslav | Ekaterinoslav | Yekaterinoslav, Donbass, Donets Basin, Mariupol | 1 | russia | russia | 35.5 48.0 | sea-of-azov | sea-of-azov
crimea | Crimea | Sevastopol, Sebastopol, Taurida | 0.5 | russia | russia | 34.0 45.1 | black-sea | black-sea sea-of-azov eastern-black-sea
rostov | Rostov | Rostov-on-Don, Don, Don Cossacks, Tsaritsyn | 0.75 | russia | russia | 41.5 48.5 | sea-of-azov | sea-of-azov
kuban | Kuban | Ekaterinodar, Novorossiysk, Stavropol | 0.5 | russia | russia | 40.0 45.0 | eastern-black-sea | eastern-black-sea sea-of-azov
tiflis | Tiflis | Tbilisi, Georgia, Batum | 0.75 | russia | russia | 43.0 42.0 | eastern-black-sea | eastern-black-sea
baku | Baku | Elisabethpol, Shemakha | 1 | russia | russia | 48.0 40.6 | - | -
kars | Kars | Erivan, Russian Armenia | 0.25 | russia | russia | 43.8 40.4 | - | -
bessarabia | Bessarabia | Kishinev, Chisinau, Akkerman | 0.5 | russia | russia | 28.8 47.0 | - | black-sea
archangel | Archangel | Arkhangelsk, Vologda, Kola | 0.25 | russia | russia | 40.5 64.0 | white-sea | white-sea barents-sea
helsingfors | Helsingfors | Helsinki, Finland, Abo | 1 | russia | russia | 25.5 62.0 | gulf-of-finland | gulf-of-finland gulf-of-bothnia
lemberg | Lemberg | Lviv, Lwow, Galicia, Bukovina, Czernowitz | 1 | russia | austria-hungary | 24.5 49.2 | - | -
cracow | Cracow | Krakow, West Galicia | 0.5 | russia | austria-hungary | 20.0 49.9 | - | -
budapest | Budapest | Hungary, Pest, Pressburg | 1.5 | russia | austria-hungary | 19.5 47.6 | - | -
zagreb | Zagreb | Agram, Croatia, Croatia-Slavonia, Fiume, Dalmatia | 0.75 | russia | austria-hungary | 16.0 45.5 | adriatic-sea | adriatic-sea
sarajevo | Sarajevo | Bosnia, Bosnia-Herzegovina, Herzegovina | 0.5 | russia | austria-hungary | 18.0 44.0 | - | -
temesvar | Temesvar | Timisoara, Banat | 0.25 | russia | austria-hungary | 21.3 45.6 | - | -

# Austria-Hungary (0 pp): a ruined mountain redoubt
transylvania | Transylvania | Kolozsvar, Klausenburg, Cluj, Siebenburgen | 0 | austria-hungary | austria-hungary | 24.0 46.5 | - | -

# Neutral Balkans and islands
sofia | Sofia | Bulgaria, Varna, Plovdiv, Philippopolis | 1 | - | - | 25.0 42.8 | black-sea | black-sea
bucharest | Bucharest | Wallachia, Romania, Constanta, Dobruja | 1 | - | - | 26.5 44.4 | black-sea | black-sea
iasi | Iasi | Jassy, Moldavia | 0.5 | - | - | 27.0 47.0 | - | -
belgrade | Belgrade | Serbia, Beograd, Nis | 1 | - | - | 20.8 44.0 | - | -
cetinje | Cetinje | Montenegro, Antivari | 0.25 | - | - | 19.2 42.6 | adriatic-sea | adriatic-sea
ioannina | Ioannina | Janina, Yanina, Epirus, Preveza | 0.25 | - | - | 20.8 39.6 | ionian-sea | ionian-sea
trieste | Trieste | Istria, Kustenland, Carniola, Laibach, Ljubljana | 0.75 | - | - | 14.0 45.8 | adriatic-sea | adriatic-sea
crete | Crete | Candia, Heraklion, Canea | 0.25 | - | - | 24.9 35.2 | aegean-sea | aegean-sea libyan-sea

# Ottoman Empire (15.5 pp): Rumelia and Greece 5.75, Asia 9, Libya 0.75
istanbul | Istanbul | Constantinople, Stamboul, Thrace, Adrianople, Edirne | 2.5 | ottoman | ottoman | 28.0 41.3 | sea-of-marmara | sea-of-marmara black-sea aegean-sea
thessa | Thessa | Thessaloniki, Salonika, Salonica, Macedonia | 1 | ottoman | ottoman | 22.5 40.9 | - | aegean-sea
larissa | Larissa | Thessaly, Volos | 0.5 | ottoman | - | 22.3 39.6 | - | aegean-sea
tirana | Tirana | Albania, Durazzo, Scutari | 0.5 | ottoman | ottoman | 20.0 41.2 | adriatic-sea | adriatic-sea
athens | Athens | Attica, Piraeus, Peloponnese, Morea | 1.25 | ottoman | - | 23.0 37.8 | aegean-sea | aegean-sea ionian-sea
brusa | Brusa | Bursa, Bithynia, Izmit, Nicomedia | 1 | ottoman | ottoman | 29.5 40.0 | sea-of-marmara | sea-of-marmara black-sea aegean-sea
smyrna | Smyrna | Izmir, Aidin, Aydin | 1.5 | ottoman | ottoman | 27.8 38.4 | aegean-sea | aegean-sea
angora | Angora | Ankara, Kastamonu, Sinope | 1 | ottoman | ottoman | 33.0 40.5 | - | black-sea
konya | Konya | Konia, Karaman, Adalia, Antalya | 0.75 | ottoman | ottoman | 32.0 37.6 | levantine-sea | levantine-sea
adana | Adana | Cilicia, Mersin | 0.5 | ottoman | ottoman | 35.3 37.2 | levantine-sea | levantine-sea
trebizond | Trebizond | Trabzon, Lazistan | 0.5 | ottoman | ottoman | 39.7 40.8 | eastern-black-sea | eastern-black-sea
sivas | Sivas | Samsun, Amasya | 0.5 | ottoman | ottoman | 36.5 39.8 | - | eastern-black-sea
erzurum | Erzurum | Erzeroum, Erzerum | 0.5 | ottoman | ottoman | 41.3 39.9 | - | -
van | Van | Bitlis, Turkish Armenia | 0.25 | ottoman | ottoman | 43.0 38.5 | - | -
diyarbekir | Diyarbekir | Diyarbakir, Kurdistan, Mosul | 0.25 | ottoman | ottoman | 40.2 37.9 | - | -
aleppo | Aleppo | Halep, Alexandretta | 0.75 | ottoman | ottoman | 37.2 36.2 | levantine-sea | levantine-sea
damascus | Damascus | Syria, Beirut, Lebanon | 1 | ottoman | ottoman | 36.3 33.8 | levantine-sea | levantine-sea
jerusalem | Jerusalem | Palestine, Jaffa, Gaza | 0.5 | ottoman | ottoman | 35.0 31.6 | levantine-sea | levantine-sea
tripoli | Tripoli | Tripolitania, Tripoli of Barbary | 0.5 | ottoman | ottoman | 13.2 32.3 | gulf-of-sidra | gulf-of-sidra
benghazi | Benghazi | Cyrenaica, Barca | 0.25 | ottoman | ottoman | 20.5 31.5 | gulf-of-sidra | gulf-of-sidra libyan-sea

# Neutral North Africa and Persia
tangier | Tangier | Tangiers, Tetuan | 0.25 | - | - | -5.6 35.5 | alboran-sea | alboran-sea mid-atlantic-ocean
fez | Fez | Morocco, Rabat, Casablanca | 0.5 | - | - | -6.0 33.8 | mid-atlantic-ocean | mid-atlantic-ocean
oran | Oran | Western Algeria, Tlemcen | 0.75 | - | france | -0.8 35.4 | alboran-sea | alboran-sea western-mediterranean
algiers | Algiers | Algeria, Alger | 1 | - | france | 3.0 36.5 | western-mediterranean | western-mediterranean
constantine | Constantine | Bone, Eastern Algeria | 0.5 | - | france | 6.8 36.2 | western-mediterranean | western-mediterranean
tunis | Tunis | Tunisia, Bizerte, Sfax | 0.75 | - | - | 10.0 35.8 | sicilian-channel | sicilian-channel western-mediterranean
tabriz | Tabriz | Persia, Persian Azerbaijan | 0.5 | - | - | 46.3 38.1 | - | -
`;

// Land borders: each line "province: neighbours…"; every border is written once and mirrored.
const BORDERS = `
london: birmingham cardiff leeds
cardiff: birmingham liverpool
birmingham: liverpool leeds
liverpool: leeds newcastle glasgow
leeds: newcastle
newcastle: edinburgh glasgow
glasgow: edinburgh inverness
edinburgh: inverness
gibraltar: seville malaga
egypt: jerusalem benghazi
lamia: larissa athens ioannina
madrid: valladolid zaragoza valencia seville malaga badajoz
barcelona: zaragoza valencia toulouse
valencia: zaragoza malaga
seville: malaga badajoz lisbon
bilbao: valladolid zaragoza bordeaux corunna
corunna: valladolid oporto
valladolid: oporto badajoz zaragoza
zaragoza: toulouse
badajoz: lisbon oporto
lisbon: oporto
bordeaux: toulouse poitiers auvergne
toulouse: marseilles auvergne lyon
poitiers: brest orleans auvergne
brest: rouen orleans
rouen: lille paris orleans
orleans: paris dijon auvergne
auvergne: lyon dijon
lyon: marseilles dijon turin bern
dijon: paris reims nancy bern strasbourg
paris: lille reims
lille: reims brussels
reims: nancy brussels
nancy: strasbourg
marseilles: turin genoa
amsterdam: brussels essen hanover
brussels: cologne
bern: strasbourg stuttgart munich innsbruck milan turin
cologne: essen frankfurt strasbourg
essen: hanover frankfurt
hanover: hamburg berlin dresden frankfurt
hamburg: kiel berlin
kiel: jutland
berlin: stettin posen breslau dresden
stettin: danzig posen
danzig: koenigsberg posen warsaw
koenigsberg: warsaw vilna riga
posen: breslau warsaw
breslau: dresden prague cracow warsaw
dresden: prague frankfurt munich
frankfurt: stuttgart munich
stuttgart: munich strasbourg
munich: prague vienna innsbruck
vienna: prague graz budapest innsbruck
prague: cracow
innsbruck: milan venice graz
graz: trieste zagreb budapest
trieste: venice zagreb
turin: milan genoa
milan: genoa venice florence
genoa: florence
florence: rome
rome: naples bari
naples: bari calabria
bari: calabria
warsaw: vilna minsk kiev lemberg cracow
vilna: riga minsk
riga: st-petersburg
st-petersburg: helsingfors moscow smolensk archangel
moscow: smolensk kharkov archangel rostov
smolensk: minsk kiev kharkov
minsk: kiev
kiev: kharkov odessa lemberg bessarabia ekaterinoslav
kharkov: ekaterinoslav rostov
odessa: bessarabia ekaterinoslav crimea
ekaterinoslav: rostov crimea
rostov: kuban
kuban: tiflis
tiflis: kars baku trebizond
kars: erzurum van tabriz baku
baku: tabriz
helsingfors: norrland archangel
archangel: trondheim
lemberg: cracow budapest transylvania iasi bessarabia
cracow: budapest
budapest: zagreb temesvar transylvania
zagreb: sarajevo belgrade
temesvar: transylvania belgrade bucharest
sarajevo: belgrade cetinje
transylvania: iasi bucharest
iasi: bucharest bessarabia
bucharest: sofia bessarabia belgrade
sofia: thessa belgrade istanbul
belgrade: thessa cetinje
cetinje: tirana
tirana: thessa ioannina
thessa: larissa istanbul
larissa: ioannina
istanbul: brusa
brusa: smyrna angora konya
smyrna: konya
angora: konya sivas
konya: adana
sivas: trebizond erzurum diyarbekir adana
trebizond: erzurum
erzurum: van diyarbekir
van: diyarbekir tabriz
diyarbekir: aleppo
adana: aleppo
aleppo: damascus
damascus: jerusalem
tripoli: tunis benghazi
tangier: fez
fez: oran
oran: algiers
algiers: constantine
constantine: tunis
christiania: bergen trondheim gothenburg stockholm
bergen: trondheim
trondheim: norrland
stockholm: gothenburg malmo norrland
gothenburg: malmo
`;

// Ferry routes (white lines, W2): they count as land adjacency.
const FERRIES = `
corsica sardinia
calabria sicily
copenhagen jutland
copenhagen malmo
crimea kuban
`;

// id | name | aliases | lon lat | neighbouring sea zones
const SEAS = `
north-atlantic-ocean | North Atlantic Ocean | Atlantic Ocean, North Atlantic | -14.0 55.0 | norwegian-sea north-sea irish-sea english-channel bay-of-biscay mid-atlantic-ocean
norwegian-sea | Norwegian Sea | - | 2.0 65.0 | north-sea barents-sea
barents-sea | Barents Sea | Arctic Ocean | 35.0 71.5 | white-sea
white-sea | White Sea | - | 38.0 65.8 | -
north-sea | North Sea | German Ocean | 3.0 56.0 | english-channel skagerrak
english-channel | English Channel | The Channel, La Manche | -2.5 50.0 | irish-sea bay-of-biscay
irish-sea | Irish Sea | St George's Channel, North Channel | -5.0 53.8 | -
bay-of-biscay | Bay of Biscay | Biscay | -5.0 45.5 | mid-atlantic-ocean
mid-atlantic-ocean | Mid-Atlantic Ocean | Portuguese Atlantic, Cape St. Vincent | -12.0 39.0 | alboran-sea
alboran-sea | Alboran Sea | Strait of Gibraltar | -3.5 36.0 | balearic-sea western-mediterranean
balearic-sea | Balearic Sea | - | 1.5 40.0 | gulf-of-lion western-mediterranean
gulf-of-lion | Gulf of Lion | Golfe du Lion, Gulf of Lions | 4.5 42.3 | ligurian-sea western-mediterranean
ligurian-sea | Ligurian Sea | Gulf of Genoa | 8.7 43.3 | tyrrhenian-sea western-mediterranean
western-mediterranean | Western Mediterranean | Algerian Sea, Sardinian Sea | 5.5 38.5 | tyrrhenian-sea sicilian-channel
tyrrhenian-sea | Tyrrhenian Sea | - | 12.0 40.0 | sicilian-channel ionian-sea
sicilian-channel | Strait of Sicily | Sicilian Channel, Malta Channel | 12.5 36.5 | ionian-sea gulf-of-sidra
adriatic-sea | Adriatic Sea | Adriatic, Strait of Otranto | 16.0 42.8 | ionian-sea
ionian-sea | Ionian Sea | Gulf of Corinth | 18.5 38.0 | aegean-sea libyan-sea gulf-of-sidra
aegean-sea | Aegean Sea | Archipelago, Aegean | 25.0 38.5 | sea-of-marmara libyan-sea levantine-sea
sea-of-marmara | Sea of Marmara | Marmara, Dardanelles, Bosporus | 28.2 40.7 | black-sea
black-sea | Black Sea | Western Black Sea | 31.0 43.5 | eastern-black-sea
eastern-black-sea | Eastern Black Sea | - | 37.5 42.8 | sea-of-azov
sea-of-azov | Sea of Azov | Kerch Strait | 36.5 46.2 | -
levantine-sea | Levantine Sea | Eastern Mediterranean, Levant | 32.0 34.0 | libyan-sea
libyan-sea | Libyan Sea | - | 23.5 33.5 | gulf-of-sidra
gulf-of-sidra | Gulf of Sidra | Gulf of Sirte, Syrtis | 17.5 32.8 | -
skagerrak | Skagerrak | Kattegat | 10.0 57.7 | baltic-sea
baltic-sea | Baltic Sea | Baltic | 17.5 55.8 | gulf-of-bothnia gulf-of-finland
gulf-of-bothnia | Gulf of Bothnia | Bothnia | 20.5 62.5 | -
gulf-of-finland | Gulf of Finland | - | 26.0 59.8 | -
`;

/** Opening incomes of the rulebook's Nations table (W1). */
const OPENING_INCOME: Record<string, number> = {
  russia: 25.5,
  germany: 24.5,
  france: 0,
  uk: 18.25,
  "austria-hungary": 0,
  ottoman: 15.5,
  spain: 17.75,
  italy: 15,
};

interface OutProvince {
  id: string;
  name: string;
  aliases: string[];
  production: number;
  port: string | null;
  owner: string | null;
  homeOf: string | null;
  coordinates: { lon: number; lat: number };
  adjacent: string[];
  coasts: string[];
  ferries: string[];
}

interface OutSea {
  id: string;
  name: string;
  aliases: string[];
  coordinates: { lon: number; lat: number };
  adjacent: string[];
}

const rows = (text: string): string[] =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
const none = (s: string): string | null => (s === "-" ? null : s);
const list = (s: string, sep: RegExp): string[] => (s === "-" ? [] : s.split(sep).map((x) => x.trim()));
const coords = (s: string): { lon: number; lat: number } => {
  const [lon, lat] = s.split(/\s+/).map(Number);
  if (lon === undefined || lat === undefined || Number.isNaN(lon) || Number.isNaN(lat)) {
    throw new Error(`bad coordinates "${s}"`);
  }
  return { lon, lat };
};
const cells = (line: string, count: number): string[] => {
  const parts = line.split("|").map((c) => c.trim());
  if (parts.length !== count) throw new Error(`expected ${count} columns: ${line}`);
  return parts;
};

const byId = <T extends { id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Draws the map from the tables above: every border mirrored, lists sorted. Throws when a table names an unknown
 * province or sea zone, writes a border twice, or when the opening incomes differ from the rulebook's (W1). Pure.
 */
export function buildEuropeMap(): {
  id: string;
  name: string;
  description: string;
  provinces: OutProvince[];
  seas: OutSea[];
} {
  const provinces = new Map<string, OutProvince>();
  for (const line of rows(PROVINCES)) {
    const [id, name, aliases, production, owner, home, at, port, coasts] = cells(line, 9) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (provinces.has(id)) throw new Error(`province ${id} twice`);
    provinces.set(id, {
      id,
      name,
      aliases: list(aliases, /,/),
      production: Number(production),
      port: none(port),
      owner: none(owner),
      homeOf: none(home),
      coordinates: coords(at),
      adjacent: [],
      coasts: list(coasts, /\s+/),
      ferries: [],
    });
  }

  const link = (a: string, b: string, field: "adjacent" | "ferries"): void => {
    const pa = provinces.get(a);
    const pb = provinces.get(b);
    if (!pa || !pb) throw new Error(`unknown province in ${field}: ${a} ${b}`);
    if (pa[field].includes(b)) throw new Error(`${a}–${b} written twice`);
    pa[field].push(b);
    pb[field].push(a);
  };
  for (const line of rows(BORDERS)) {
    const [from, rest] = line.split(":") as [string, string];
    for (const to of list(rest.trim(), /\s+/)) link(from.trim(), to, "adjacent");
  }
  for (const line of rows(FERRIES)) {
    const [a, b] = line.split(/\s+/) as [string, string];
    link(a, b, "ferries");
  }

  const seas = new Map<string, OutSea>();
  for (const line of rows(SEAS)) {
    const [id, name, aliases, at] = cells(line, 5) as [string, string, string, string, string];
    seas.set(id, { id, name, aliases: list(aliases, /,/), coordinates: coords(at), adjacent: [] });
  }
  for (const line of rows(SEAS)) {
    const [id, , , , next] = cells(line, 5) as [string, string, string, string, string];
    for (const other of list(next, /\s+/)) {
      const a = seas.get(id);
      const b = seas.get(other);
      if (!a || !b) throw new Error(`unknown sea ${id} ${other}`);
      a.adjacent.push(other);
      b.adjacent.push(id);
    }
  }

  const income = new Map<string, number>();
  for (const p of provinces.values()) {
    if (p.owner) income.set(p.owner, (income.get(p.owner) ?? 0) + p.production);
  }
  for (const [nation, expected] of Object.entries(OPENING_INCOME)) {
    if ((income.get(nation) ?? 0) !== expected) {
      throw new Error(`${nation}: income ${income.get(nation) ?? 0}, the rulebook says ${expected}`);
    }
  }

  return {
    id: "europe-1907",
    name: "Europe 1907",
    description:
      "World War 1907, rebuilt from the rulebook (the original picture is lost): Europe, the Mediterranean coast of " +
      "Africa, Asia Minor and the Caucasus, with starting borders. Generated by tools/build-europe-map.ts.",
    provinces: [...provinces.values()].map((p) => ({
      ...p,
      adjacent: [...p.adjacent].sort(),
      ferries: [...p.ferries].sort(),
    })),
    seas: [...seas.values()].map((s) => ({ ...s, adjacent: [...s.adjacent].sort() })).sort(byId),
  };
}

const isMain = process.argv[1] !== undefined && /build-europe-map\.ts$/.test(process.argv[1]);
if (isMain) {
  const map = buildEuropeMap();
  const out = new URL("../src/maps/data/europe-1907.json", import.meta.url);
  writeFileSync(out, `${JSON.stringify(map, null, 2)}\n`);
  process.stdout.write(
    `wrote ${out.pathname}: ${map.provinces.length} provinces, ${map.seas.length} sea zones\n`,
  );
}
