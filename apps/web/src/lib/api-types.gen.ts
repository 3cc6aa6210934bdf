// Generated from the Event API's OpenAPI document by openapi-typescript: do not edit.
// `npm run openapi -w apps/api` writes it again; `npm run check` and the api tests fail when it is stale.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and readiness: 200 when the database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authenticate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trades the account service's access token for a tool token and the Event API user id */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        access_token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Send it back as `Authorization: Token <token>` */
                            token: string;
                            /** @description The Event API user id (the web app's optoolUserId) */
                            user_id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /** Revokes the tool token of the request (sign-out) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries with their preset cities (fixed ids: GB from 1, NL 101, FR 201…) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Country"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Postcodes starting with q, then towns whose name does, the most populous first; at most 10 (GeoNames, CC BY; INSEE and La Poste, Licence Ouverte) */
        get: {
            parameters: {
                query?: {
                    /** @description The start of a postcode or of a town’s name, in any language; accents, case and spaces aside */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlaceSuggestion"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games events can be about ("Other" is 11), with their art */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/art/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a game’s art (admins): the picture of its events that have no cover
         * @description Multipart field `art`: a JPEG, PNG or WebP file of at most 5,000,000 bytes, cropped to 16:9 and stored as WebP in widths of 400, 800 and 1200 pixels (never enlarged). Answers the game.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A JPEG, PNG or WebP file of at most 5,000,000 bytes
                         */
                        art: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /** Removes a game’s art (admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/pictures/{kind}/{owner}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One width of a picture (an event’s cover, a store’s photo, a game’s art), image/webp */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "covers" | "store-photos" | "game-art";
                    owner: string;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/webp */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Run-time settings for the web app */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClientConfig"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers the caller for the event (registering twice changes nothing)
         * @description Sends a confirmation mail with the event’s calendar file, in the language of `Accept-Language` (which becomes the language of the player’s mails). 403 for a player under 15, or one the store’s rule about missed events refuses (with `reason` and `opens_at`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RegistrationRefusal"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /**
         * Unregisters the caller (unregistering when not registered changes nothing)
         * @description Mails the player a calendar file (METHOD:CANCEL) that removes the event from their calendar, in the language of `Accept-Language` (else the language of their mails).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unregistered */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/register/deck/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player’s deck photo, for the player, the event’s owner and admins */
        get: {
            parameters: {
                query?: {
                    /** @description The player’s Event API user id; the caller when not given */
                    user?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image, image/jpeg or image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /**
         * Sends or replaces the caller’s deck photo (multipart field `deck_photo`, JPEG or PNG)
         * @description At most 5000000 bytes; until the event's deck registration deadline.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The photo, a JPEG or PNG file
                         */
                        deck_photo: string;
                    };
                };
            };
            responses: {
                /** @description Stored */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/waitlist/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The waitlist: the caller’s place and offer; the whole line for the organizer and admins
         * @description A seat freed while players wait is offered to the first in line for 24 hours (ending at the registration deadline if it comes first), by mail and here; an offer not claimed in time passes to the next. `line` lists nicknames and offers in order for the event’s owner and admins, null for others.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Waitlist"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Puts the caller in the waitlist of a sold-out event (joining twice keeps their place)
         * @description Only for a published Full event that is sold out and still takes registrations. 403 for players under 15 on the day of the event, or one the store’s rule about missed events refuses (with `reason` and `opens_at`, as registering), 409 for a registered player, an event with free seats, or one that takes no registration (cancelled, light, started, past its deadline). The language of `Accept-Language` becomes the language of the player’s mails (the offer is written in it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Waitlist"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RegistrationRefusal"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /**
         * Takes the caller out of the waitlist (leaving when not in it changes nothing)
         * @description A seat offered to the caller goes to the next player in line.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Not in line */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/waitlist/claim/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The offered player takes the seat held for them: they are registered
         * @description Sends the registration’s confirmation mail with the event’s calendar file. 409 when the caller has no open offer (it ran out, or was made to another player); claiming when registered changes nothing. 403 as registering: under 15, or refused by the store’s rule about missed events (`reason`, `opens_at`). The language of `Accept-Language` becomes the language of the player’s mails (the offer is written in it).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Registered */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RegistrationRefusal"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published public events, filtered (spec §7); nearest first with latitude and longitude
         * @description Events not yet ended, unless start_date asks for earlier ones. Dates are venue-local. `favorites=true` lists the events of the stores the caller follows (none for an anonymous caller). `next` and `previous` are absolute URLs.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    order?: "date" | "distance";
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    radius?: number;
                    event_type?: "Full" | "Light";
                    start_date?: string;
                    end_date?: string;
                    game?: number;
                    event_subtype?: "tournament" | "prerelease" | "demo" | "painting" | "other";
                    owner?: number;
                    favorites?: boolean;
                    is_free?: boolean;
                    accessible_location?: boolean;
                    seats_available?: boolean;
                    official_event?: boolean;
                    time_slice?: "morning" | "afternoon" | "evening";
                    city?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /** Creates an event as a draft, owned by the caller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/event_locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The map's view of the events matching the list's filters
         * @description With `bbox=west,south,east,north` (west > east crosses the antimeridian) and `zoom`: the events in the box as clusters where they are dense at that zoom and single events where they are not; the clusters' counts and the events add up to `count`; at most 100 KB. Without `bbox`: the matching events' points, nearest or soonest first, at most 5000.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    order?: "date" | "distance";
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    radius?: number;
                    event_type?: "Full" | "Light";
                    start_date?: string;
                    end_date?: string;
                    game?: number;
                    event_subtype?: "tournament" | "prerelease" | "demo" | "painting" | "other";
                    owner?: number;
                    favorites?: boolean;
                    is_free?: boolean;
                    accessible_location?: boolean;
                    seats_available?: boolean;
                    official_event?: boolean;
                    time_slice?: "morning" | "afternoon" | "evening";
                    city?: number;
                    bbox?: string;
                    zoom?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventMap"] | components["schemas"]["EventLocation"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's registrations, and for organizers and admins the events they own */
        get: {
            parameters: {
                query?: {
                    when?: "upcoming" | "past";
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyEventPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event: published ones for everybody, drafts for their owner and admins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /** Updates an event (its organizer or an admin); location, game and date cannot change (409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /** Deletes an event: a draft is removed, a published event cancelled and its players mailed */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/players/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered players (id and nickname, never emails) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Player"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public stores whose name or city contains `search` (the shop filter) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StorePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public store: its profile and opening hours (its events: `GET /api/events/?owner={id}`) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoreDetail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/follow/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follows a public store
         * @description A player follows a public store (decision 037): `favorites=true` lists its events and, unless the digest is turned off (`/api/users/me/mail_preferences/`), each morning brings one mail listing its newly published events.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done (also when it already was) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Stops following a store
         * @description A player follows a public store (decision 037): `favorites=true` lists its events and, unless the digest is turned off (`/api/users/me/mail_preferences/`), each morning brings one mail listing its newly published events.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done (also when it already was) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/favorite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Follows a public store
         * @description The same as `/follow/`: the favourite of DESIGN.md, answered by the same handler for older clients.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done (also when it already was) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Stops following a store
         * @description The same as `/follow/`: the favourite of DESIGN.md, answered by the same handler for older clients.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done (also when it already was) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/lp_balances/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's loyalty balances: XP, unexpired coins and when those coins expire
         * @description Read from the account service, which keeps the loyalty ledger. XP never expires; coins expire one year after they were earned.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            XP: number;
                            Coins: number;
                            coins_expiring: {
                                amount: number;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s Event API user record and store profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the store profile (multipart; an absent field keeps its value)
         * @description Fields: `is_public`, `lp_opted_in` (true/false), `no_show_rule` (off, last_48_hours, closed), `store_information` (a JSON string, spec §5 store rules), `store_logo` (a JPEG or PNG file of at most 5,000,000 bytes, or an empty string to delete the logo), `store_photo` (a JPEG, PNG or WebP file of at most 5,000,000 bytes, stored as WebP in several widths, cropped to 16:9; an empty string deletes it). All or nothing: a 400 changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        is_public?: "true" | "false";
                        /** @enum {string} */
                        lp_opted_in?: "true" | "false";
                        /**
                         * @description Players who missed 2 or more events in the last 90 days register: always (off), only in the last 48 hours, or never
                         * @enum {string}
                         */
                        no_show_rule?: "off" | "last_48_hours" | "closed";
                        /** @description A JSON object (spec §5 store rules) */
                        store_information?: string;
                        /**
                         * Format: binary
                         * @description A JPEG or PNG file, or an empty string to delete the logo
                         */
                        store_logo?: string;
                        /**
                         * Format: binary
                         * @description A JPEG, PNG or WebP file, or an empty string to delete the photo (issue 13 §7)
                         */
                        store_photo?: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/autocomplete/{search}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users whose nickname contains the search (any case), at most 10; none under 2 characters */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    search: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserMatch"][];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/logos/{user}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A store logo (public; the URL changes whenever the logo does) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user: string;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg or image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/alerts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s alerts, oldest first
         * @description An alert is a saved search (a place and a radius in km, optionally a game, a kind and a subtype) that mails its new matching events, published and public, each morning after 06:00 UTC (`daily`) or once a week (`weekly`); an event is mailed once, and a changed search mails only what is published from then on (decision 037). Every such mail has an unsubscribe link that deletes the alert.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlertPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves a search as an alert
         * @description An alert is a saved search (a place and a radius in km, optionally a game, a kind and a subtype) that mails its new matching events, published and public, each morning after 06:00 UTC (`daily`) or once a week (`weekly`); an event is mailed once, and a changed search mails only what is published from then on (decision 037). Every such mail has an unsubscribe link that deletes the alert. At most 20 alerts per player (409 beyond).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AlertBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alert"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/alerts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of the caller’s alerts (the whole body, as when saving)
         * @description From then on, only events published after the change are news to it.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AlertBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alert"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /** Deletes one of the caller’s alerts */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/mail_preferences/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s digest switch and the stores they follow
         * @description Their alerts are at `/api/users/me/alerts/`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MailPreferences"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turns the daily digests of the followed stores on or off
         * @description Turned back on, the digests list only the events published from then on.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MailPreferencesPatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MailPreferences"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/mail/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a mail’s unsubscribe link stops, and whether it still runs (changes nothing)
         * @description The token of a digest’s link names the player’s daily digests, an alert’s link that alert; it is signed by the server (decision 037), so it works without signing in and cannot be made for anyone else: a token the server did not sign is a 400, one of an account that no longer exists a 404.
         */
        get: {
            parameters: {
                query: {
                    /** @description The token of the link in the mail */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unsubscribe"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Stops what a mail’s unsubscribe link names: the daily digests, or one alert (deleted)
         * @description The token of a digest’s link names the player’s daily digests, an alert’s link that alert; it is signed by the server (decision 037), so it works without signing in and cannot be made for anyone else: a token the server did not sign is a 400, one of an account that no longer exists a 404. Stopping twice changes nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UnsubscribeTokenInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Unsubscribe"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe/one-click/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058) from a morning mail's List-Unsubscribe header
         * @description The body, `List-Unsubscribe=One-Click` as a form, is not needed: the token says it all. The token of a digest’s link names the player’s daily digests, an alert’s link that alert; it is signed by the server (decision 037), so it works without signing in and cannot be made for anyone else: a token the server did not sign is a 400, one of an account that no longer exists a 404.
         */
        post: {
            parameters: {
                query: {
                    /** @description The token of the link in the mail */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/record/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s record: events attended (checked in) and missed (registered, never checked in) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlayerRecord"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Downloads everything Questboard holds about the caller, as JSON
         * @description The tool token names the Event API user; the body's account access token lets this API read the account and loyalty ledger from the account service (`GET /main/v1/user/me/export`) on the caller's behalf. Both must be the same person. Sent as an attachment, never cached.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        access_token: string;
                    };
                };
            };
            responses: {
                /** @description Everything Questboard holds about the caller (docs/decisions/021) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exported_at: string;
                            /** @description The account service's account (GET /main/v1/user/me) */
                            account: {
                                [key: string]: unknown;
                            };
                            /** @description The loyalty balances and ledger, from the account service */
                            loyalty: unknown;
                            event_api: {
                                user: {
                                    id: number;
                                    nickname: string;
                                    email: string;
                                    country: string | null;
                                    birth_date: string | null;
                                    language: string;
                                    created_at: string;
                                };
                                store_profile: {
                                    is_public: boolean;
                                    lp_opted: boolean;
                                    logo_url: string | null;
                                    photo: components["schemas"]["Picture"] | null;
                                    store_information: {
                                        [key: string]: unknown;
                                    } | null;
                                };
                                registrations: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    registered_at: string;
                                    /** @description GET it with the tool token */
                                    deck_photo_url: string | null;
                                    deck_photo_uploaded_at: string | null;
                                }[];
                                waitlists: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    joined_at: string;
                                    offered_at: string | null;
                                    offer_expires_at: string | null;
                                }[];
                                results: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    category: string;
                                    position: number | null;
                                    xp: number;
                                    coins: number;
                                    recorded_at: string;
                                }[];
                                followed_stores: {
                                    store_id: number;
                                    followed_at: string;
                                }[];
                                alerts: components["schemas"]["Alert"][];
                                /** @description Null when never changed: the daily digests are on */
                                mail_preferences: {
                                    daily_digest: boolean;
                                    updated_at: string;
                                } | null;
                                /** @description The events the morning mails (digests, alerts) listed, until they end */
                                mailed_events: {
                                    event_id: number;
                                    mailed_at: string;
                                }[];
                                organizer_requests: {
                                    [key: string]: unknown;
                                }[];
                                events_owned: {
                                    event_id: number;
                                    event_name: string;
                                    /** @description Venue wall clock, YYYY-MM-DDTHH:mm */
                                    event_start_date: string;
                                    event_timezone: string;
                                    status: string;
                                }[];
                                newsletter: {
                                    [key: string]: unknown;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign an address up for the newsletter (double opt-in)
         * @description Mails a confirmation link (valid 7 days) to the address; the subscription starts when it is followed. Signing up a pending or unsubscribed address again sends a new link, at most one every 10 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterSubscriptionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a subscription with the token of the confirmation mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterTokenInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe with the token of the link in a newsletter mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NewsletterTokenInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe/one-click/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058) from a mail's List-Unsubscribe header
         * @description The body, `List-Unsubscribe=One-Click` as a form, is not needed: the token says it all.
         */
        post: {
            parameters: {
                query: {
                    /** @description The token of the link in the mail */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a draft (its organizer or an admin); answers the event
         * @description Publishing again answers the event unchanged. 409 when the event was cancelled, when it starts less than an hour from now (delete it and create it again), or when its registration deadline has passed (choose a later one with `PUT`, then publish).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/cover/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets or replaces an event’s cover image (its organizer or an admin); answers the event
         * @description Multipart field `cover`: a JPEG, PNG or WebP file of at most 5,000,000 bytes (judged from its bytes), cropped to 16:9 and stored as WebP in widths of 400, 800 and 1200 pixels (never enlarged), without its metadata. The event’s `picture` then has `source: cover`. 409 for a cancelled event.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A JPEG, PNG or WebP file of at most 5,000,000 bytes
                         */
                        cover: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /** Removes an event’s cover image (its organizer or an admin): its game’s art shows instead */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event_series/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a series of events (drafts, one per date of its rule), owned by the caller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventSeriesBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventSeries"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event_series/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A series and its events (its organizer or an admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventSeries"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        /**
         * Changes the events of a series from a date on (its organizer or an admin)
         * @description All or nothing: 409 (naming the event’s date) when the change would move an event’s location, game or date, set a maximum below its registered players, or publish an event that can no longer be.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventSeriesChangeInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventSeries"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Cancels the events of a series from a date on (its organizer or an admin)
         * @description Each event dated `from` or later that has not started goes as `DELETE /api/events/{id}/` would take it: a draft is removed, a published event cancelled and its registered players mailed.
         */
        delete: {
            parameters: {
                query: {
                    /** @description The first date (venue calendar) whose events are cancelled */
                    from: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/organized/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own events: drafts, upcoming, and ended full events awaiting their results
         * @description Each section lists at most 50 events (drafts and upcoming soonest first, awaiting results latest first); `counts` says how many each section holds in all.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizerDashboard"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/registrants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The registered players of an event, for its organizer and admins
         * @description Nickname, when each registered and whether they sent a deck photo, in registration order; never emails (the privacy policy: the store sees its players’ nicknames and deck photos).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Registrant"][];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/award_xp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The players the results may name: nickname → Event API user id
         * @description The registered players; once event day checked players in, the checked-in players with an account (registered or walk-ins) instead: only who came earns XP.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            valid_users: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Saves the results once the event has ended, and credits the players’ points (once)
         * @description Once the last round of event day is over, the results may be saved before the event ends (its final standings are the ranking; guests keep their places and earn nothing). 10 XP for attending, +25/+15/+10/+10 for positions 1–4 of a competitive event; loyalty club members get 1 coin per 10 XP. No points when the store has not opted in (`lp_opted`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResultsBodyInput"];
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/check_ins/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registered players (checked in or not, no-shows marked), then walk-ins and guests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckIn"][];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Checks a player in: by check-in code, by account (registered or walk-in) or as a guest
         * @description Body: one of `{"code"}`, `{"user_id"}`, `{"guest_name"}`. 201 checked in, 200 already was. A player of the waitlist (`user_id`; `GET …/waitlist/` gives the line in order) is registered into a free seat first — a seat given back, or once the first round is paired a no-show’s — and 409 when none is free. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string | null;
                        user_id?: number | null;
                        guest_name?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckIn"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CheckIn"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every round so far with its tables and results (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"][];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Pairs the next round of the current stage (or the first of the next stage)
         * @description Optional body `{"rounds"}`: the number of rounds of the current Swiss stage (suggested: ⌈log₂ players⌉). 409 while a match of the current round has no confirmed result, or once the last stage is over. A device that paired the round itself (an offline console) sends its `seed` and the `tables` it computed (check-in ids): the server pairs from that seed and makes the round only when its tables are the same (409 otherwise: the event day changed meanwhile). Without a seed the server draws one. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rounds?: number | null;
                        seed?: string | null;
                        tables?: {
                            table: number;
                            player1: number;
                            player2?: number | null;
                        }[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One round: its tables with both players or a bye, and the results so far (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/re_pair/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pairs the current round again with a new seed, before any result (logged with who did it)
         * @description Optional body `{"seed", "tables"}`. A device that paired the round itself (an offline console) sends its `seed` and the `tables` it computed (check-in ids): the server pairs from that seed and makes the round only when its tables are the same (409 otherwise: the event day changed meanwhile). Without a seed the server draws one. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seed?: string | null;
                        tables?: {
                            table: number;
                            player1: number;
                            player2?: number | null;
                        }[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayRound"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/matches/{match_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enters a result (the organizer: final) or reports one’s own (confirmed by the opponent)
         * @description Body `{"player1_wins", "player2_wins", "draws"}`; an elimination match needs a winner. A player's report is confirmed when the opponent reports the same, disputed otherwise (the organizer decides). Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    match_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        player1_wins: number;
                        player2_wins: number;
                        draws?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventDayTable"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/standings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The standings: match points, then OMW %, GW %, OGW % (each floored at 33 %) (public)
         * @description The latest stage ranks its players first (a top 8 by its results), the earlier stages the rest.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Standing"][];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/drops/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drops a player: paired no more; their results and standing stay
         * @description Body `{"check_in_id"}`. 201 dropped, 200 already was. Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        check_in_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Drop"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Drop"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/timer/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The round’s timer: not started, running, paused or over, with the time left (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoundTimer"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/timer/start/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the round’s timer for `minutes` from now (a running or paused timer starts again)
         * @description Body `{"minutes"}` (1–180). Optional `at` (ISO date-time): when the organizer made the change, on the server’s clock as their device reckons it; an offline console’s change sent later counts from then (taken between the round’s pairing and now). Only the current round’s timer may change (409 for an earlier round). Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        minutes: number;
                        at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoundTimer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/timer/pause/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses the running timer, keeping the time left
         * @description 409 when it is not running. Optional body `{"at"}`. Optional `at` (ISO date-time): when the organizer made the change, on the server’s clock as their device reckons it; an offline console’s change sent later counts from then (taken between the round’s pairing and now). Only the current round’s timer may change (409 for an earlier round). Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoundTimer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/timer/resume/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the paused timer again with the time it had left
         * @description 409 when it is not paused. Optional body `{"at"}`. Optional `at` (ISO date-time): when the organizer made the change, on the server’s clock as their device reckons it; an offline console’s change sent later counts from then (taken between the round’s pairing and now). Only the current round’s timer may change (409 for an earlier round). Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoundTimer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/rounds/{n}/timer/extend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds `minutes` to the timer (running, paused, or over: then from now)
         * @description Body `{"minutes"}` (1–60). 409 before the timer is started. Optional `at` (ISO date-time): when the organizer made the change, on the server’s clock as their device reckons it; an offline console’s change sent later counts from then (taken between the round’s pairing and now). Only the current round’s timer may change (409 for an earlier round). Accepts an `Idempotency-Key` header: a retry of the same request with the same key gets the first answer again without doing anything twice (422 when the key came with another request, 409 while it still runs).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    n: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        minutes: number;
                        at?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RoundTimer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/live/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event day’s changes as they happen: Server-Sent Events (public)
         * @description A `text/event-stream`. First a `change` message with the event’s state, then one after every event-day write (pairing, result, check-in, drop, timer), from any instance, within a second. Each `change` carries its version as its `id`: a client reconnecting with `Last-Event-ID` (or `?last_event_id=`, for a client that cannot set the header) is told only what it missed (missing more than one change, or none given: everything). `changes` names what changed, and the message carries it: the timer always, the current round (`round_detail`, as `GET …/rounds/{n}/` answers it) when its pairings or results changed, the standings (as `GET …/standings/`) when they changed — each left out when heavier than 128 KB as JSON, and then to be fetched. An `unavailable` message says the server lost its database for a moment (a `change` follows when it is back); a comment line comes every 15 s. 503 with `Retry-After` when this instance has all the watchers it takes.
         */
        get: {
            parameters: {
                query?: {
                    last_event_id?: string;
                };
                header?: {
                    "last-event-id"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["LiveMessage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every request, latest first, optionally of one status (admins) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected";
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                account_id: string;
                                customer_id: string;
                                tax_number: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                reason: string | null;
                                created_at: string;
                                decided_at: string | null;
                                user: {
                                    id: number;
                                    nickname: string;
                                    email: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /** Asks to become an organizer: `{account_id, customer_id, tax_number}` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizerRequestBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s latest request and its status (404 when they never asked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a pending request: the account service grants the organizer role; the user is mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizer-requests/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects a pending request, with an optional `reason` sent to the user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["OrganizerRequestRejectionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            account_id: string;
                            customer_id: string;
                            tax_number: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event, latest start first; `search` matches the name or the owner’s nickname */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    status?: "draft" | "published" | "cancelled";
                    page?: number;
                    page_size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                event_type: string;
                                event_subtype: string;
                                game: number;
                                game_name: string;
                                event_start_date: string;
                                timezone: string;
                                starts_at: string;
                                ends_at: string;
                                owner: number;
                                owner_nickname: string;
                                players_count: number;
                                max_players: number | null;
                                awarded_xp: boolean;
                                event_visibility: string;
                                official_event: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts whose nickname or email contains `search` (2 characters at least), with their roles */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["AdminAccount"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{account}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account: its roles, its registrations (latest event first) and who changed its roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    account: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAccountDetail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{account}/roles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the roles an account is granted (organizer, admin; `user` always). Recorded with who asked; an administrator cannot remove their own admin role (409) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    account: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roles: ("organizer" | "admin")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAccountDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as a calendar file ("add to calendar"), with the UID of every other file of it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events of a list search as a calendar feed: the filters of GET /api/events/
         * @description Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current). Paging and order are ignored; favorites is refused (a feed has no reader).
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    page_size?: number;
                    order?: "date" | "distance";
                    country?: string;
                    latitude?: number;
                    longitude?: number;
                    radius?: number;
                    event_type?: "Full" | "Light";
                    start_date?: string;
                    end_date?: string;
                    game?: number;
                    event_subtype?: "tournament" | "prerelease" | "demo" | "painting" | "other";
                    owner?: number;
                    favorites?: boolean;
                    is_free?: boolean;
                    accessible_location?: boolean;
                    seats_available?: boolean;
                    official_event?: boolean;
                    time_slice?: "morning" | "afternoon" | "evening";
                    city?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events of a public store as a calendar feed
         * @description Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/me/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's events as a calendar feed, by the token of /api/users/me/calendar_feed/
         * @description Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current). The events they registered for and those they organize, in their language.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An iCalendar file (text/calendar) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The copy named by If-None-Match / If-Modified-Since is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/calendar_feed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address of the caller’s private calendar feed (made on first ask) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeed"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        put?: never;
        /** Gives the caller’s calendar feed a new secret address; the old one stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeed"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Detail"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PictureInput: {
            /** @description The largest width stored, in pixels */
            width: number;
            /** @description Its height (every picture is 16:9) */
            height: number;
            /** @description Every stored width, narrowest first: image/webp, cached for good (the URLs change with the picture) */
            variants: {
                url: string;
                width: number;
                height: number;
            }[];
        };
        EventPictureInput: {
            /** @description The largest width stored, in pixels */
            width: number;
            /** @description Its height (every picture is 16:9) */
            height: number;
            /** @description Every stored width, narrowest first: image/webp, cached for good (the URLs change with the picture) */
            variants: {
                url: string;
                width: number;
                height: number;
            }[];
            /**
             * @description `cover`: the event’s own, uploaded by its organizer; `game`: the art of its game
             * @enum {string}
             */
            source: "cover" | "game";
        };
        AddressInput: {
            street: string | null;
            street_2: string | null;
            city: string | null;
            postcode: string | null;
            region: string | null;
            /** @description ISO 3166-1 alpha-2 */
            country: string | null;
        };
        GameInput: {
            id: number;
            name: string;
            /** @description Set by the publisher (admins); null when the game has none */
            art: components["schemas"]["PictureInput"] | null;
        };
        StoreInput: {
            /** @description The organizer’s Event API user id (the `owner` filter) */
            id: number;
            name: string;
            address: components["schemas"]["AddressInput"] | null;
            website: string | null;
            logo_url: string | null;
            /** @description The store’s photo, shown beside its logo; null when it has none */
            photo: components["schemas"]["PictureInput"] | null;
            /** @description Followed by the caller (the favourite of DESIGN.md; false for anonymous callers) */
            is_favorite: boolean;
        };
        StoreDetailInput: {
            /** @description The organizer’s Event API user id (the `owner` filter) */
            id: number;
            name: string;
            address: components["schemas"]["AddressInput"] | null;
            website: string | null;
            logo_url: string | null;
            /** @description The store’s photo, shown beside its logo; null when it has none */
            photo: components["schemas"]["PictureInput"] | null;
            /** @description Followed by the caller (the favourite of DESIGN.md; false for anonymous callers) */
            is_favorite: boolean;
            phone_number: string | null;
            store_email: string | null;
            /** @description Monday to Sunday, each closed unless both first times are set; null when never filled in */
            schedule: {
                monday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                tuesday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                wednesday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                thursday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                friday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                saturday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                sunday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
            } | null;
        };
        EventSummaryInput: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["AddressInput"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["StoreInput"] | null;
            /** @description The event’s cover, else its game’s art; null when it has neither */
            picture: components["schemas"]["EventPictureInput"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
        };
        EventDetailInput: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            owner: number;
            /** @enum {string} */
            event_visibility: "PUBLIC" | "PRIVATE";
            awarded_xp: boolean;
            address: components["schemas"]["AddressInput"];
            light_event: boolean;
            light_date: string | null;
            use_my_address: boolean;
            user_address: components["schemas"]["AddressInput"] | null;
            timezone: string;
            /** @description As on the event form (spec §3) */
            additional_info: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["StoreInput"] | null;
            /** @description The event’s cover, else its game’s art; null when it has neither */
            picture: components["schemas"]["EventPictureInput"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
            /** @description The series the event belongs to (decision 031), or null */
            series_id: number | null;
            /**
             * @description The store’s rule for players who missed 2 or more events in the last 90 days: off, register only in the last 48 hours before the event (last_48_hours), or not at all (closed)
             * @enum {string}
             */
            no_show_rule: "off" | "last_48_hours" | "closed";
        };
        EventPageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["EventSummaryInput"][];
        };
        PlayerInput: {
            id: number;
            nickname: string;
        };
        EventLocationInput: {
            id: number;
            name: string;
            latitude: number;
            longitude: number;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapPointInput: {
            id: number;
            lat: number;
            lng: number;
            name: string;
            event_start_date: string;
            starts_at: string;
            timezone: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapClusterInput: {
            lat: number;
            lng: number;
            count: number;
        };
        EventMapInput: {
            count: number;
            clusters: components["schemas"]["EventMapClusterInput"][];
            events: components["schemas"]["EventMapPointInput"][];
        };
        MyEventInput: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["AddressInput"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["StoreInput"] | null;
            /** @description The event’s cover, else its game’s art; null when it has neither */
            picture: components["schemas"]["EventPictureInput"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @enum {string} */
            relation: "player" | "owner";
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
        };
        MyEventPageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["MyEventInput"][];
        };
        StorePageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["StoreInput"][];
        };
        DetailInput: {
            detail: string;
        };
        /** @description Field → messages, nested for nested fields (`{"address": {"city": ["…"]}}`, array items by index); messages about the whole body under `non_field_errors` */
        FieldErrorsInput: {
            [key: string]: string[] | components["schemas"]["FieldErrorsInput"];
        };
        AdminAccountInput: {
            id: string;
            nickname: string;
            email: string;
            roles: ("user" | "organizer" | "admin")[];
        };
        AdminAccountDetailInput: {
            id: string;
            nickname: string;
            email: string;
            roles: ("user" | "organizer" | "admin")[];
            country: string;
            join_date: string;
            registrations: {
                id: number;
                name: string;
                /** @enum {string} */
                status: "draft" | "published" | "cancelled";
                starts_at: string;
                timezone: string;
                registered_at: string;
            }[];
            role_history: {
                changed_by: string | null;
                changed_by_nickname: string | null;
                roles_before: ("user" | "organizer" | "admin")[];
                roles_after: ("user" | "organizer" | "admin")[];
                reason: string | null;
                changed_at: string;
            }[];
        };
        AlertBodyInput: {
            /** @description What the player calls the search: usually the place’s name */
            label: string;
            /** @description The place’s point */
            latitude: number;
            longitude: number;
            /** @description km around the point, as the list’s `radius` */
            radius: number;
            /** @description A game id, or null for every game */
            game?: number | null;
            /** @description Full or Light, or null for both */
            event_type: ("Full" | "Light") | null;
            /** @description A subtype, or null for every one */
            event_subtype: ("tournament" | "prerelease" | "demo" | "painting" | "other") | null;
            /**
             * @description `daily` (each morning) or `weekly`
             * @enum {string}
             */
            frequency: "daily" | "weekly";
        };
        AlertInput: {
            id: number;
            label: string;
            latitude: number;
            longitude: number;
            radius: number;
            game: number | null;
            event_type: ("Full" | "Light") | null;
            event_subtype: ("tournament" | "prerelease" | "demo" | "painting" | "other") | null;
            /** @enum {string} */
            frequency: "daily" | "weekly";
            /** @description UTC ISO 8601 */
            created_at: string;
        };
        AlertPageInput: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["AlertInput"][];
        };
        MailPreferencesInput: {
            /** @description Whether each morning brings one mail per followed store listing its newly published events */
            daily_digest: boolean;
            /** @description The public stores the player follows, by name */
            followed_stores: components["schemas"]["StoreInput"][];
        };
        MailPreferencesPatchInput: {
            daily_digest?: boolean;
        };
        UnsubscribeInput: {
            /** @enum {string} */
            list: "digest" | "alert";
            /** @description The alert’s label; null for the digests (or an alert deleted since) */
            label: string | null;
            /** @description Whether those mails are still sent (false once stopped) */
            active: boolean;
        };
        CalendarFeedInput: {
            /** @description The feed over HTTPS */
            url: string;
            /** @description The same feed for calendar apps to subscribe to (webcal://) */
            webcal_url: string;
        };
        /** @description The operator's identity shown on the legal notice and the privacy policy (LEGAL_* settings, decision 009); the pages show a "to be completed by the publisher" placeholder for an empty one */
        LegalDetailsInput: {
            /** @description The publisher: company name, legal form, registered office, registration numbers; plain text, lines separated by \n; empty when this deployment has not set it */
            publisher: string;
            /** @description The person responsible for the content of the site; plain text, lines separated by \n; empty when this deployment has not set it */
            publication_director: string;
            /** @description The hosting provider's company name, address and telephone number; plain text, lines separated by \n; empty when this deployment has not set it */
            hosting_provider: string;
            /** @description The general contact and the data protection contact; plain text, lines separated by \n; empty when this deployment has not set it */
            contact: string;
        };
        ClientConfigInput: {
            /** @description The account service (sign-in, account API, navigation bar script) */
            account_url: string;
            /** @description The OpenID Connect issuer the web app signs in with */
            oidc_issuer: string;
            /** @description Map tile template with {z}, {x} and {y} */
            map_tile_url: string;
            /** @description The tag manager script loaded after analytics consent; empty when there is none */
            tag_manager_url: string;
            legal: components["schemas"]["LegalDetailsInput"];
        };
        EventDayPlayerInput: {
            id: number;
            user_id: number | null;
            /** @description The account’s nickname, or the guest’s name */
            nickname: string | null;
            guest: boolean;
        };
        CheckInInput: {
            /** @description The check-in (the player’s id in rounds); null until checked in */
            id: number | null;
            user_id: number | null;
            nickname: string | null;
            guest: boolean;
            registered: boolean;
            walk_in: boolean;
            checked_in: boolean;
            checked_in_at: string | null;
            /** @description Not checked in when the first round was paired */
            no_show: boolean;
            dropped: boolean;
            /** @description A registered player’s check-in code, for the organizer’s device to check them in offline; null for others */
            check_in_code: string | null;
        };
        EventDayTableInput: {
            match_id: number;
            table: number;
            player1: components["schemas"]["EventDayPlayerInput"];
            /** @description Null: a bye */
            player2: components["schemas"]["EventDayPlayerInput"] | null;
            player1_wins: number | null;
            player2_wins: number | null;
            draws: number | null;
            /**
             * @description reported: by one player, awaiting the opponent; disputed: the organizer decides
             * @enum {string}
             */
            status: "pending" | "reported" | "disputed" | "confirmed";
            /** @description The player (check-in id) whose report the result is; null when the organizer entered it */
            reported_by: number | null;
        };
        EventDayRoundInput: {
            number: number;
            /** @description The stage’s order_index */
            stage: number;
            /** @enum {string} */
            format: "SE" | "DE" | "SW" | "RR";
            /** @description What the pairing drew from: the same results and seed give the same round */
            seed: string;
            /** @description Swiss: the rounds its stage plays */
            planned_rounds: number | null;
            started_at: string;
            complete: boolean;
            tables: components["schemas"]["EventDayTableInput"][];
        };
        StandingInput: {
            rank: number;
            player: components["schemas"]["EventDayPlayerInput"];
            points: number;
            /** @description Opponents’ match-win %, floored at 33.33 */
            omw: number;
            /** @description Game-win %, floored at 33.33 */
            gw: number;
            /** @description Opponents’ game-win % */
            ogw: number;
            wins: number;
            losses: number;
            draws: number;
            /** @description The order_index of the stage that ranked the player */
            stage: number;
            dropped: boolean;
        };
        DropInput: {
            check_in_id: number;
            after_round: number;
        };
        RoundTimerInput: {
            /** @description The round the timer belongs to */
            round: number;
            /**
             * @description over: ran to its end; a device counts `remaining_ms` down itself between two answers
             * @enum {string}
             */
            state: "not_started" | "running" | "paused" | "over";
            /** @description Running or over: when the round’s time ends */
            ends_at: string | null;
            /** @description What is left when the server answered (paused: what is left; not started: null) */
            remaining_ms: number | null;
            /** @description The database’s clock when it answered */
            server_time: string;
        };
        LiveMessageInput: {
            version: number;
            changes: ("pairings" | "results" | "standings" | "players" | "timer")[];
            /** @description The current round; null before the first pairing */
            round: number | null;
            timer: components["schemas"]["RoundTimerInput"] | null;
            /** @description The current round (`GET …/rounds/{round}/`’s answer) when `changes` names `pairings` or `results`; absent otherwise, or when heavier than 128 KB as JSON (then fetch it) */
            round_detail?: components["schemas"]["EventDayRoundInput"];
            /** @description `GET …/standings/`’s answer when `changes` names `standings`; absent otherwise, or when heavier than 128 KB as JSON (then fetch them) */
            standings?: components["schemas"]["StandingInput"][];
        };
        SeriesRepeatInput: {
            /** @enum {string} */
            frequency: "weekly" | "every_other_week" | "monthly";
            weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            week_of_month: (1 | 2 | 3 | 4 | -1) | null;
            /** @description The last date the series may take (venue calendar), or null */
            until: string | null;
            /** @description How many events the series made, or null (until a date) */
            count: number | null;
        };
        SeriesEventInput: {
            id: number;
            name: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            starts_at: string;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            players_count: number;
        };
        EventSeriesInput: {
            id: number;
            owner: number;
            timezone: string;
            repeat: components["schemas"]["SeriesRepeatInput"];
            /** @description Its events in date order, cancelled ones included */
            events: components["schemas"]["SeriesEventInput"][];
        };
        /** @description The event form body (spec §3, rules of spec §5). Admins may also send `owner` (400 on `owner` when it names no organizer or admin), `event_visibility`, `official_event` and `is_bga`; organizers’ values for these are ignored. */
        EventBodyInput: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type?: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility?: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            light_event?: boolean;
            light_date?: string | null;
            timezone?: string | null;
            use_my_address?: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            /** @default {} */
            additional_info?: {
                /** @default [] */
                daily_schedules?: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                stages?: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format?: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                deck_day_of_registration?: boolean;
                parking_available?: boolean;
                wifi_available?: boolean;
                transportation_options?: string | null;
                language?: string | null;
                accessible_location?: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type?: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                event_price?: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                send_notifications?: boolean;
                official_event?: boolean;
                is_bga?: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
        };
        /** @description The event form of the first event (as `POST /api/events/`) and `repeat`: every week (`weekly`) or every other week (`every_other_week`) on `weekdays`, or (`monthly`) the `week_of_month`th of `weekdays` (-1: the last), from the date of `event_start_date` (`light_date`) on, `until` a date or for `count` events; at most 52. */
        EventSeriesBodyInput: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type?: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility?: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            light_event?: boolean;
            light_date?: string | null;
            timezone?: string | null;
            use_my_address?: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            /** @default {} */
            additional_info?: {
                /** @default [] */
                daily_schedules?: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                stages?: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format?: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                deck_day_of_registration?: boolean;
                parking_available?: boolean;
                wifi_available?: boolean;
                transportation_options?: string | null;
                language?: string | null;
                accessible_location?: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type?: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                event_price?: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                send_notifications?: boolean;
                official_event?: boolean;
                is_bga?: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
            repeat: {
                /** @enum {string} */
                frequency: "weekly" | "every_other_week" | "monthly";
                /** @default [] */
                weekdays?: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                week_of_month?: number | null;
                until?: string | null;
                count?: number | null;
            };
        };
        /** @description The event form (as `PUT /api/events/{id}/`, with the dates of any event of the series), applied to each event of the series dated `from` or later that has neither started nor been cancelled; `publish` publishes the drafts among them. */
        EventSeriesChangeInput: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type?: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility?: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            light_event?: boolean;
            light_date?: string | null;
            timezone?: string | null;
            use_my_address?: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            /** @default {} */
            additional_info?: {
                /** @default [] */
                daily_schedules?: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                stages?: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format?: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                deck_day_of_registration?: boolean;
                parking_available?: boolean;
                wifi_available?: boolean;
                transportation_options?: string | null;
                language?: string | null;
                accessible_location?: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type?: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                event_price?: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                send_notifications?: boolean;
                official_event?: boolean;
                is_bga?: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
            from: string;
            publish?: boolean;
        };
        OrganizerDashboardInput: {
            counts: {
                draft: number;
                upcoming: number;
                to_result: number;
            };
            draft: components["schemas"]["EventSummaryInput"][];
            upcoming: components["schemas"]["EventSummaryInput"][];
            to_result: components["schemas"]["EventSummaryInput"][];
        };
        RegistrantInput: {
            /** @description The player’s Event API user id */
            id: number;
            nickname: string;
            /** @description UTC ISO 8601 */
            registered_at: string;
            /** @description Whether the player has sent a deck photo */
            deck_photo: boolean;
        };
        CityInput: {
            id: number;
            name: string;
            lat: number;
            lng: number;
            /** @description IANA time zone */
            timezone: string;
        };
        CountryInput: {
            /** @description ISO 3166-1 alpha-2 (GB for the United Kingdom) */
            code: string;
            name: string;
            cities: components["schemas"]["CityInput"][];
        };
        NewsletterSubscriptionInput: {
            /** @description The address to subscribe */
            email: string;
            /**
             * @description The language of the confirmation mail and of the newsletters
             * @enum {string}
             */
            locale: "en" | "fr" | "de" | "es" | "nl" | "it";
        };
        NewsletterTokenInput: {
            /** @description The token of the link in the mail */
            token: string;
        };
        PlayerRecordInput: {
            /** @description Events the player was checked in at */
            attended: number;
            /** @description Events the player registered for and did not come to (no-shows) */
            missed: number;
            /** @description Of those, events that started in the last 90 days */
            missed_recently: number;
            /** @constant */
            window_days: 90;
            /**
             * @description Missed events (recently) from which a store’s rule applies
             * @constant
             */
            threshold: 2;
        };
        PlaceSuggestionInput: {
            /** @description The name the search matched, as the visitor typed it (“Londres”), or the postcode (“75011”) */
            name: string;
            /** @description GeoNames’ own name, when the match was another (“London”); the town a postcode serves (“Paris”) */
            local_name?: string;
            /** @description ISO 3166-1 alpha-2 */
            country: string;
            /** @description The state or province, in the United States and Canada (a town’s or a ZIP code’s) */
            region?: string;
            lat: number;
            lng: number;
        };
        RegistrationRefusalInput: {
            detail: string;
            /**
             * @description The store’s rule about missed events: not yet (`no_shows_late`, see `opens_at`), or not at all
             * @enum {string}
             */
            reason?: "no_shows_late" | "no_shows_barred";
            /** @description When the player may register (no_shows_late) */
            opens_at?: string | null;
        };
        ProfileInput: {
            id: number;
            nickname: string;
            email: string;
            /** @description The store appears in the shop filter and on its events */
            is_public: boolean;
            /** @description The store’s events award loyalty points (sent as `lp_opted_in`) */
            lp_opted: boolean;
            /** @description The URL of the stored logo, null when there is none */
            store_logo: string | null;
            /** @description Where to show the logo from: the stored logo’s URL */
            logo_url: string | null;
            /** @description The store’s photo (sent as the file `store_photo`), null when there is none */
            store_photo: components["schemas"]["PictureInput"] | null;
            /** @description The store form’s object as stored (spec §3 store_information), null before the first save */
            store_information: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The store’s rule for players who missed 2 or more events in the last 90 days (issue 15 §5): `off` (the default), `last_48_hours` (they register only in the last 48 hours before its events) or `closed`
             * @enum {string}
             */
            no_show_rule: "off" | "last_48_hours" | "closed";
        };
        UserMatchInput: {
            id: number;
            nickname: string;
        };
        WaitlistOfferInput: {
            /** @description UTC ISO 8601 */
            offered_at: string;
            /** @description UTC ISO 8601: the end of the claim window */
            expires_at: string;
            /** @description Whether the offer can still be claimed (false once the window has passed) */
            open: boolean;
        };
        WaitlistPlaceInput: {
            /** @description 1 for the first in line */
            position: number;
            /** @description UTC ISO 8601 */
            joined_at: string;
            offer: components["schemas"]["WaitlistOfferInput"] | null;
        };
        WaitlistEntryInput: {
            position: number;
            /** @description The player’s Event API user id (what event day checks in) */
            user_id: number;
            nickname: string;
            /** @description UTC ISO 8601 */
            joined_at: string;
            offer: components["schemas"]["WaitlistOfferInput"] | null;
        };
        WaitlistInput: {
            /** @description How many players wait in line (offers included) */
            count: number;
            /** @description The caller’s place; null when they are not in line */
            place: components["schemas"]["WaitlistPlaceInput"] | null;
            /** @description The whole line in order, for the event’s organizer and admins; null for anyone else */
            line: components["schemas"]["WaitlistEntryInput"][] | null;
        };
        UnsubscribeTokenInput: {
            /** @description The token of the link in the mail */
            token: string;
        };
        ResultsBodyInput: {
            /** @enum {string} */
            event_category: "competitive" | "non-competitive";
            players: {
                id: number | string;
                name?: string | null;
                position?: number | null;
            }[];
        };
        OrganizerRequestBodyInput: {
            account_id: string;
            customer_id: string;
            tax_number: string;
        };
        /** @default {} */
        OrganizerRequestRejectionInput: {
            reason?: string | null;
        };
        Picture: {
            /** @description The largest width stored, in pixels */
            width: number;
            /** @description Its height (every picture is 16:9) */
            height: number;
            /** @description Every stored width, narrowest first: image/webp, cached for good (the URLs change with the picture) */
            variants: {
                url: string;
                width: number;
                height: number;
            }[];
        };
        EventPicture: {
            /** @description The largest width stored, in pixels */
            width: number;
            /** @description Its height (every picture is 16:9) */
            height: number;
            /** @description Every stored width, narrowest first: image/webp, cached for good (the URLs change with the picture) */
            variants: {
                url: string;
                width: number;
                height: number;
            }[];
            /**
             * @description `cover`: the event’s own, uploaded by its organizer; `game`: the art of its game
             * @enum {string}
             */
            source: "cover" | "game";
        };
        Address: {
            street: string | null;
            street_2: string | null;
            city: string | null;
            postcode: string | null;
            region: string | null;
            /** @description ISO 3166-1 alpha-2 */
            country: string | null;
        };
        Game: {
            id: number;
            name: string;
            /** @description Set by the publisher (admins); null when the game has none */
            art: components["schemas"]["Picture"] | null;
        };
        Store: {
            /** @description The organizer’s Event API user id (the `owner` filter) */
            id: number;
            name: string;
            address: components["schemas"]["Address"] | null;
            website: string | null;
            logo_url: string | null;
            /** @description The store’s photo, shown beside its logo; null when it has none */
            photo: components["schemas"]["Picture"] | null;
            /** @description Followed by the caller (the favourite of DESIGN.md; false for anonymous callers) */
            is_favorite: boolean;
        };
        StoreDetail: {
            /** @description The organizer’s Event API user id (the `owner` filter) */
            id: number;
            name: string;
            address: components["schemas"]["Address"] | null;
            website: string | null;
            logo_url: string | null;
            /** @description The store’s photo, shown beside its logo; null when it has none */
            photo: components["schemas"]["Picture"] | null;
            /** @description Followed by the caller (the favourite of DESIGN.md; false for anonymous callers) */
            is_favorite: boolean;
            phone_number: string | null;
            store_email: string | null;
            /** @description Monday to Sunday, each closed unless both first times are set; null when never filled in */
            schedule: {
                monday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                tuesday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                wednesday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                thursday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                friday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                saturday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
                sunday: {
                    closed: boolean;
                    /** @description HH:MM, venue time */
                    first_open: string | null;
                    first_close: string | null;
                    /** @description After a break; null when there is none */
                    second_open: string | null;
                    second_close: string | null;
                };
            } | null;
        };
        EventSummary: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["Address"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["Store"] | null;
            /** @description The event’s cover, else its game’s art; null when it has neither */
            picture: components["schemas"]["EventPicture"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
        };
        EventDetail: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            owner: number;
            /** @enum {string} */
            event_visibility: "PUBLIC" | "PRIVATE";
            awarded_xp: boolean;
            address: components["schemas"]["Address"];
            light_event: boolean;
            light_date: string | null;
            use_my_address: boolean;
            user_address: components["schemas"]["Address"] | null;
            timezone: string;
            /** @description As on the event form (spec §3) */
            additional_info: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["Store"] | null;
            /** @description The event’s cover, else its game’s art; null when it has neither */
            picture: components["schemas"]["EventPicture"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
            /** @description The series the event belongs to (decision 031), or null */
            series_id: number | null;
            /**
             * @description The store’s rule for players who missed 2 or more events in the last 90 days: off, register only in the last 48 hours before the event (last_48_hours), or not at all (closed)
             * @enum {string}
             */
            no_show_rule: "off" | "last_48_hours" | "closed";
        };
        EventPage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["EventSummary"][];
        };
        Player: {
            id: number;
            nickname: string;
        };
        EventLocation: {
            id: number;
            name: string;
            latitude: number;
            longitude: number;
            event_start_date: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapPoint: {
            id: number;
            lat: number;
            lng: number;
            name: string;
            event_start_date: string;
            starts_at: string;
            timezone: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            city: string | null;
        };
        EventMapCluster: {
            lat: number;
            lng: number;
            count: number;
        };
        EventMap: {
            count: number;
            clusters: components["schemas"]["EventMapCluster"][];
            events: components["schemas"]["EventMapPoint"][];
        };
        MyEvent: {
            id: number;
            name: string;
            game: number;
            game_name: string;
            /** @enum {string} */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_end_date: string | null;
            light_date: string | null;
            timezone: string;
            address: components["schemas"]["Address"];
            owner: number;
            event_price: number;
            event_currency: ("USD" | "CAD" | "EUR" | "GBP") | null;
            max_players: number | null;
            official_event: boolean;
            accessible_location: boolean;
            /** @description Light events: where to register */
            url: string | null;
            distance_km: number | null;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            lifecycle_labels: ("registered" | "cancelled" | "in_progress" | "completed" | "sold_out")[];
            players_count: number;
            seats_left: number | null;
            registration_deadline: string | null;
            /** @description Seats left, deadline not passed, neither cancelled nor started */
            registration_open: boolean;
            is_registered: boolean;
            store: components["schemas"]["Store"] | null;
            /** @description The event’s cover, else its game’s art; null when it has neither */
            picture: components["schemas"]["EventPicture"] | null;
            latitude: number | null;
            longitude: number | null;
            city_id: number | null;
            /** @enum {string} */
            relation: "player" | "owner";
            /** @description The caller’s check-in code when registered, else null */
            check_in_code: string | null;
        };
        MyEventPage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["MyEvent"][];
        };
        StorePage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["Store"][];
        };
        Detail: {
            detail: string;
        };
        /** @description Field → messages, nested for nested fields (`{"address": {"city": ["…"]}}`, array items by index); messages about the whole body under `non_field_errors` */
        FieldErrors: {
            [key: string]: string[] | components["schemas"]["FieldErrors"];
        };
        AdminAccount: {
            id: string;
            nickname: string;
            email: string;
            roles: ("user" | "organizer" | "admin")[];
        };
        AdminAccountDetail: {
            id: string;
            nickname: string;
            email: string;
            roles: ("user" | "organizer" | "admin")[];
            country: string;
            join_date: string;
            registrations: {
                id: number;
                name: string;
                /** @enum {string} */
                status: "draft" | "published" | "cancelled";
                starts_at: string;
                timezone: string;
                registered_at: string;
            }[];
            role_history: {
                changed_by: string | null;
                changed_by_nickname: string | null;
                roles_before: ("user" | "organizer" | "admin")[];
                roles_after: ("user" | "organizer" | "admin")[];
                reason: string | null;
                changed_at: string;
            }[];
        };
        AlertBody: {
            /** @description What the player calls the search: usually the place’s name */
            label: string;
            /** @description The place’s point */
            latitude: number;
            longitude: number;
            /** @description km around the point, as the list’s `radius` */
            radius: number;
            /** @description A game id, or null for every game */
            game: number | null;
            /** @description Full or Light, or null for both */
            event_type: ("Full" | "Light") | null;
            /** @description A subtype, or null for every one */
            event_subtype: ("tournament" | "prerelease" | "demo" | "painting" | "other") | null;
            /**
             * @description `daily` (each morning) or `weekly`
             * @enum {string}
             */
            frequency: "daily" | "weekly";
        };
        Alert: {
            id: number;
            label: string;
            latitude: number;
            longitude: number;
            radius: number;
            game: number | null;
            event_type: ("Full" | "Light") | null;
            event_subtype: ("tournament" | "prerelease" | "demo" | "painting" | "other") | null;
            /** @enum {string} */
            frequency: "daily" | "weekly";
            /** @description UTC ISO 8601 */
            created_at: string;
        };
        AlertPage: {
            count: number;
            next: string | null;
            previous: string | null;
            results: components["schemas"]["Alert"][];
        };
        MailPreferences: {
            /** @description Whether each morning brings one mail per followed store listing its newly published events */
            daily_digest: boolean;
            /** @description The public stores the player follows, by name */
            followed_stores: components["schemas"]["Store"][];
        };
        MailPreferencesPatch: {
            daily_digest?: boolean;
        };
        Unsubscribe: {
            /** @enum {string} */
            list: "digest" | "alert";
            /** @description The alert’s label; null for the digests (or an alert deleted since) */
            label: string | null;
            /** @description Whether those mails are still sent (false once stopped) */
            active: boolean;
        };
        CalendarFeed: {
            /** @description The feed over HTTPS */
            url: string;
            /** @description The same feed for calendar apps to subscribe to (webcal://) */
            webcal_url: string;
        };
        /** @description The operator's identity shown on the legal notice and the privacy policy (LEGAL_* settings, decision 009); the pages show a "to be completed by the publisher" placeholder for an empty one */
        LegalDetails: {
            /** @description The publisher: company name, legal form, registered office, registration numbers; plain text, lines separated by \n; empty when this deployment has not set it */
            publisher: string;
            /** @description The person responsible for the content of the site; plain text, lines separated by \n; empty when this deployment has not set it */
            publication_director: string;
            /** @description The hosting provider's company name, address and telephone number; plain text, lines separated by \n; empty when this deployment has not set it */
            hosting_provider: string;
            /** @description The general contact and the data protection contact; plain text, lines separated by \n; empty when this deployment has not set it */
            contact: string;
        };
        ClientConfig: {
            /** @description The account service (sign-in, account API, navigation bar script) */
            account_url: string;
            /** @description The OpenID Connect issuer the web app signs in with */
            oidc_issuer: string;
            /** @description Map tile template with {z}, {x} and {y} */
            map_tile_url: string;
            /** @description The tag manager script loaded after analytics consent; empty when there is none */
            tag_manager_url: string;
            legal: components["schemas"]["LegalDetails"];
        };
        EventDayPlayer: {
            id: number;
            user_id: number | null;
            /** @description The account’s nickname, or the guest’s name */
            nickname: string | null;
            guest: boolean;
        };
        CheckIn: {
            /** @description The check-in (the player’s id in rounds); null until checked in */
            id: number | null;
            user_id: number | null;
            nickname: string | null;
            guest: boolean;
            registered: boolean;
            walk_in: boolean;
            checked_in: boolean;
            checked_in_at: string | null;
            /** @description Not checked in when the first round was paired */
            no_show: boolean;
            dropped: boolean;
            /** @description A registered player’s check-in code, for the organizer’s device to check them in offline; null for others */
            check_in_code: string | null;
        };
        EventDayTable: {
            match_id: number;
            table: number;
            player1: components["schemas"]["EventDayPlayer"];
            /** @description Null: a bye */
            player2: components["schemas"]["EventDayPlayer"] | null;
            player1_wins: number | null;
            player2_wins: number | null;
            draws: number | null;
            /**
             * @description reported: by one player, awaiting the opponent; disputed: the organizer decides
             * @enum {string}
             */
            status: "pending" | "reported" | "disputed" | "confirmed";
            /** @description The player (check-in id) whose report the result is; null when the organizer entered it */
            reported_by: number | null;
        };
        EventDayRound: {
            number: number;
            /** @description The stage’s order_index */
            stage: number;
            /** @enum {string} */
            format: "SE" | "DE" | "SW" | "RR";
            /** @description What the pairing drew from: the same results and seed give the same round */
            seed: string;
            /** @description Swiss: the rounds its stage plays */
            planned_rounds: number | null;
            started_at: string;
            complete: boolean;
            tables: components["schemas"]["EventDayTable"][];
        };
        Standing: {
            rank: number;
            player: components["schemas"]["EventDayPlayer"];
            points: number;
            /** @description Opponents’ match-win %, floored at 33.33 */
            omw: number;
            /** @description Game-win %, floored at 33.33 */
            gw: number;
            /** @description Opponents’ game-win % */
            ogw: number;
            wins: number;
            losses: number;
            draws: number;
            /** @description The order_index of the stage that ranked the player */
            stage: number;
            dropped: boolean;
        };
        Drop: {
            check_in_id: number;
            after_round: number;
        };
        RoundTimer: {
            /** @description The round the timer belongs to */
            round: number;
            /**
             * @description over: ran to its end; a device counts `remaining_ms` down itself between two answers
             * @enum {string}
             */
            state: "not_started" | "running" | "paused" | "over";
            /** @description Running or over: when the round’s time ends */
            ends_at: string | null;
            /** @description What is left when the server answered (paused: what is left; not started: null) */
            remaining_ms: number | null;
            /** @description The database’s clock when it answered */
            server_time: string;
        };
        LiveMessage: {
            version: number;
            changes: ("pairings" | "results" | "standings" | "players" | "timer")[];
            /** @description The current round; null before the first pairing */
            round: number | null;
            timer: components["schemas"]["RoundTimer"] | null;
            /** @description The current round (`GET …/rounds/{round}/`’s answer) when `changes` names `pairings` or `results`; absent otherwise, or when heavier than 128 KB as JSON (then fetch it) */
            round_detail?: components["schemas"]["EventDayRound"];
            /** @description `GET …/standings/`’s answer when `changes` names `standings`; absent otherwise, or when heavier than 128 KB as JSON (then fetch them) */
            standings?: components["schemas"]["Standing"][];
        };
        SeriesRepeat: {
            /** @enum {string} */
            frequency: "weekly" | "every_other_week" | "monthly";
            weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            week_of_month: (1 | 2 | 3 | 4 | -1) | null;
            /** @description The last date the series may take (venue calendar), or null */
            until: string | null;
            /** @description How many events the series made, or null (until a date) */
            count: number | null;
        };
        SeriesEvent: {
            id: number;
            name: string;
            /** @description Venue wall clock YYYY-MM-DDTHH:mm */
            event_start_date: string;
            starts_at: string;
            /** @enum {string} */
            status: "draft" | "published" | "cancelled";
            /** @enum {string} */
            time_state: "past" | "started" | "future";
            players_count: number;
        };
        EventSeries: {
            id: number;
            owner: number;
            timezone: string;
            repeat: components["schemas"]["SeriesRepeat"];
            /** @description Its events in date order, cancelled ones included */
            events: components["schemas"]["SeriesEvent"][];
        };
        /** @description The event form body (spec §3, rules of spec §5). Admins may also send `owner` (400 on `owner` when it names no organizer or admin), `event_visibility`, `official_event` and `is_bga`; organizers’ values for these are ignored. */
        EventBody: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            /** @default false */
            light_event: boolean;
            light_date?: string | null;
            timezone?: string | null;
            /** @default false */
            use_my_address: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            additional_info: {
                /** @default [] */
                daily_schedules: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                /** @default [] */
                stages: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                /** @default false */
                deck_day_of_registration: boolean;
                /** @default false */
                parking_available: boolean;
                /** @default false */
                wifi_available: boolean;
                transportation_options?: string | null;
                language?: string | null;
                /** @default false */
                accessible_location: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                /** @default 0 */
                event_price: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                /** @default false */
                send_notifications: boolean;
                /** @default false */
                official_event: boolean;
                /** @default false */
                is_bga: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
        };
        /** @description The event form of the first event (as `POST /api/events/`) and `repeat`: every week (`weekly`) or every other week (`every_other_week`) on `weekdays`, or (`monthly`) the `week_of_month`th of `weekdays` (-1: the last), from the date of `event_start_date` (`light_date`) on, `until` a date or for `count` events; at most 52. */
        EventSeriesBody: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            /** @default false */
            light_event: boolean;
            light_date?: string | null;
            timezone?: string | null;
            /** @default false */
            use_my_address: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            additional_info: {
                /** @default [] */
                daily_schedules: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                /** @default [] */
                stages: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                /** @default false */
                deck_day_of_registration: boolean;
                /** @default false */
                parking_available: boolean;
                /** @default false */
                wifi_available: boolean;
                transportation_options?: string | null;
                language?: string | null;
                /** @default false */
                accessible_location: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                /** @default 0 */
                event_price: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                /** @default false */
                send_notifications: boolean;
                /** @default false */
                official_event: boolean;
                /** @default false */
                is_bga: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
            repeat: {
                /** @enum {string} */
                frequency: "weekly" | "every_other_week" | "monthly";
                /** @default [] */
                weekdays: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
                week_of_month?: number | null;
                until?: string | null;
                count?: number | null;
            };
        };
        /** @description The event form (as `PUT /api/events/{id}/`, with the dates of any event of the series), applied to each event of the series dated `from` or later that has neither started nor been cancelled; `publish` publishes the drafts among them. */
        EventSeriesChange: {
            name: string;
            game: number;
            /**
             * @default Full
             * @enum {string}
             */
            event_type: "Full" | "Light";
            /** @enum {string} */
            event_subtype: "tournament" | "prerelease" | "demo" | "painting" | "other";
            /**
             * @default PUBLIC
             * @enum {string}
             */
            event_visibility: "PUBLIC" | "PRIVATE";
            event_start_date?: string | null;
            /** @default false */
            light_event: boolean;
            light_date?: string | null;
            timezone?: string | null;
            /** @default false */
            use_my_address: boolean;
            address?: {
                street?: string | null;
                street_2?: string | null;
                city?: string | null;
                postcode?: string | null;
                region?: string | null;
                country?: string | null;
            } | null;
            additional_info: {
                /** @default [] */
                daily_schedules: {
                    day?: string | null;
                    start_time: string;
                    end_time: string;
                }[];
                /** @default [] */
                stages: {
                    /**
                     * @default SW
                     * @enum {string}
                     */
                    format: "SE" | "DE" | "SW" | "RR";
                    players_min?: number | null;
                    players_max?: number | null;
                    order_index?: number | null;
                }[];
                event_end_date?: string | null;
                registration_date?: ("H-1" | "H-2" | "H-6" | "H-12" | "D-2" | "D-3" | "D-5" | "D-10") | null;
                deck_registration_deadline?: string | null;
                /** @default false */
                deck_day_of_registration: boolean;
                /** @default false */
                parking_available: boolean;
                /** @default false */
                wifi_available: boolean;
                transportation_options?: string | null;
                language?: string | null;
                /** @default false */
                accessible_location: boolean;
                min_players?: number | null;
                max_players?: number | null;
                /**
                 * @default SW
                 * @enum {string}
                 */
                event_type: "SE" | "DE" | "SW" | "RR";
                event_description?: string | null;
                /** @default 0 */
                event_price: number;
                event_currency?: ("USD" | "CAD" | "EUR" | "GBP") | null;
                prize_description?: string | null;
                materials_required?: string | null;
                /** @default false */
                send_notifications: boolean;
                /** @default false */
                official_event: boolean;
                /** @default false */
                is_bga: boolean;
                url?: string | null;
                event_start_timestamp?: string | null;
            };
            /** @description Admins only: the Event API user id of the organizer or admin the event belongs to */
            owner?: number | null;
            from: string;
            /** @default false */
            publish: boolean;
        };
        OrganizerDashboard: {
            counts: {
                draft: number;
                upcoming: number;
                to_result: number;
            };
            draft: components["schemas"]["EventSummary"][];
            upcoming: components["schemas"]["EventSummary"][];
            to_result: components["schemas"]["EventSummary"][];
        };
        Registrant: {
            /** @description The player’s Event API user id */
            id: number;
            nickname: string;
            /** @description UTC ISO 8601 */
            registered_at: string;
            /** @description Whether the player has sent a deck photo */
            deck_photo: boolean;
        };
        City: {
            id: number;
            name: string;
            lat: number;
            lng: number;
            /** @description IANA time zone */
            timezone: string;
        };
        Country: {
            /** @description ISO 3166-1 alpha-2 (GB for the United Kingdom) */
            code: string;
            name: string;
            cities: components["schemas"]["City"][];
        };
        NewsletterSubscription: {
            /** @description The address to subscribe */
            email: string;
            /**
             * @description The language of the confirmation mail and of the newsletters
             * @enum {string}
             */
            locale: "en" | "fr" | "de" | "es" | "nl" | "it";
        };
        NewsletterToken: {
            /** @description The token of the link in the mail */
            token: string;
        };
        PlayerRecord: {
            /** @description Events the player was checked in at */
            attended: number;
            /** @description Events the player registered for and did not come to (no-shows) */
            missed: number;
            /** @description Of those, events that started in the last 90 days */
            missed_recently: number;
            /** @constant */
            window_days: 90;
            /**
             * @description Missed events (recently) from which a store’s rule applies
             * @constant
             */
            threshold: 2;
        };
        PlaceSuggestion: {
            /** @description The name the search matched, as the visitor typed it (“Londres”), or the postcode (“75011”) */
            name: string;
            /** @description GeoNames’ own name, when the match was another (“London”); the town a postcode serves (“Paris”) */
            local_name?: string;
            /** @description ISO 3166-1 alpha-2 */
            country: string;
            /** @description The state or province, in the United States and Canada (a town’s or a ZIP code’s) */
            region?: string;
            lat: number;
            lng: number;
        };
        RegistrationRefusal: {
            detail: string;
            /**
             * @description The store’s rule about missed events: not yet (`no_shows_late`, see `opens_at`), or not at all
             * @enum {string}
             */
            reason?: "no_shows_late" | "no_shows_barred";
            /** @description When the player may register (no_shows_late) */
            opens_at?: string | null;
        };
        Profile: {
            id: number;
            nickname: string;
            email: string;
            /** @description The store appears in the shop filter and on its events */
            is_public: boolean;
            /** @description The store’s events award loyalty points (sent as `lp_opted_in`) */
            lp_opted: boolean;
            /** @description The URL of the stored logo, null when there is none */
            store_logo: string | null;
            /** @description Where to show the logo from: the stored logo’s URL */
            logo_url: string | null;
            /** @description The store’s photo (sent as the file `store_photo`), null when there is none */
            store_photo: components["schemas"]["Picture"] | null;
            /** @description The store form’s object as stored (spec §3 store_information), null before the first save */
            store_information: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The store’s rule for players who missed 2 or more events in the last 90 days (issue 15 §5): `off` (the default), `last_48_hours` (they register only in the last 48 hours before its events) or `closed`
             * @enum {string}
             */
            no_show_rule: "off" | "last_48_hours" | "closed";
        };
        UserMatch: {
            id: number;
            nickname: string;
        };
        WaitlistOffer: {
            /** @description UTC ISO 8601 */
            offered_at: string;
            /** @description UTC ISO 8601: the end of the claim window */
            expires_at: string;
            /** @description Whether the offer can still be claimed (false once the window has passed) */
            open: boolean;
        };
        WaitlistPlace: {
            /** @description 1 for the first in line */
            position: number;
            /** @description UTC ISO 8601 */
            joined_at: string;
            offer: components["schemas"]["WaitlistOffer"] | null;
        };
        WaitlistEntry: {
            position: number;
            /** @description The player’s Event API user id (what event day checks in) */
            user_id: number;
            nickname: string;
            /** @description UTC ISO 8601 */
            joined_at: string;
            offer: components["schemas"]["WaitlistOffer"] | null;
        };
        Waitlist: {
            /** @description How many players wait in line (offers included) */
            count: number;
            /** @description The caller’s place; null when they are not in line */
            place: components["schemas"]["WaitlistPlace"] | null;
            /** @description The whole line in order, for the event’s organizer and admins; null for anyone else */
            line: components["schemas"]["WaitlistEntry"][] | null;
        };
        UnsubscribeToken: {
            /** @description The token of the link in the mail */
            token: string;
        };
        ResultsBody: {
            /** @enum {string} */
            event_category: "competitive" | "non-competitive";
            players: {
                id: number | string;
                name?: string | null;
                position?: number | null;
            }[];
        };
        OrganizerRequestBody: {
            account_id: string;
            customer_id: string;
            tax_number: string;
        };
        OrganizerRequestRejection: {
            reason?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
