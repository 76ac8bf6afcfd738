/**
 * The API's paths, parameters, bodies and answers, generated from the document served at
 * /api/docs/json (the route schemas), success answers only. Do not edit: run `npm run api:types`
 * after changing a route.
 */
export interface paths {
  '/api/v1/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          exp: number;
          sig: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Username: string;
            Password: string;
            ClientId: number;
            ClientSecret: string;
            RememberMe?: boolean;
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
            'application/json': {
              Employee: {
                Id: number;
                FirstName: string;
                LastName: string;
                ThumbnailImage: string | null;
              };
              LoginResult: {
                Jwt: string;
                IssuedUtc: string;
                ExpiresUtc: string;
                RefreshTokenIdentifier: string;
                AuthUserId: number;
                ClaimFlags: {
                  [key: string]: number;
                };
                CsrfToken: string;
              };
              PrimaryBranchId: number | null;
              BranchIds: number[];
              UserRoleId: number;
              LandingPage: {
                Path: string;
              };
            };
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
  '/api/v1/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            RefreshTokenIdentifier: string;
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
            'application/json': {
              Employee: {
                Id: number;
                FirstName: string;
                LastName: string;
                ThumbnailImage: string | null;
              };
              LoginResult: {
                Jwt: string;
                IssuedUtc: string;
                ExpiresUtc: string;
                RefreshTokenIdentifier: string;
                AuthUserId: number;
                ClaimFlags: {
                  [key: string]: number;
                };
                CsrfToken: string;
              };
              PrimaryBranchId: number | null;
              BranchIds: number[];
              UserRoleId: number;
              LandingPage: {
                Path: string;
              };
            };
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
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/auth/logout-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Email: string;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Token: string;
            Password: string;
            Confirmation: string;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/employees/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            BranchIds?: number[];
            JobTitleIds?: number[];
            HasPortalAccess?: boolean | null;
            ReviewDateFrom?: string | null;
            ReviewDateTo?: string | null;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              Email: string | null;
              Phone: string | null;
              PrimaryBranchId: number | null;
              PrimaryBranchName: string | null;
              JobTitleIds: number[];
              StatusId: number;
              HasPortalAccess: boolean;
              Username: string | null;
              RoleName: string | null;
              DateReview: string | null;
              Version: number;
            }[];
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
  '/api/v1/employees/_search/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            BranchIds?: number[];
            JobTitleIds?: number[];
            HasPortalAccess?: boolean | null;
            ReviewDateFrom?: string | null;
            ReviewDateTo?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employees/simple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/employeesByJobTitles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          jobTitleIds: number[];
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/arborists/{branchId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          branchId: number;
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/jobtitles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/certificationTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/certificationStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/standardCertifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/accessLevels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/employees/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
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
  '/api/v1/employees/basic/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              PhotoUrl: string | null;
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
  '/api/v1/employees/Create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            User: {
              FirstName: string;
              LastName: string;
              Email?: string | null;
              JobTitleIds?: number[];
              PrimaryBranchId?: number | null;
            };
            Username?: string | null;
            Password?: string | null;
            UserRoleId?: number | null;
            SendEmail?: boolean;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/activate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/deactivate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employees/{id}/basicinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            FirstName: string;
            LastName: string;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/contactinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            Email?: string | null;
            Address?: string | null;
            City?: string | null;
            State?: string | null;
            Zip?: string | null;
            EmployeePhoneNumbers: {
              Phone: string;
              Extension?: string | null;
              IsPreferred?: boolean;
              PhoneTypeId?: number;
            }[];
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/geographic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            GeographicAssignments: {
              City?: string | null;
              State?: string | null;
              Zip?: string | null;
            }[];
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            EmergencyContacts: {
              Name: string;
              Phone: string;
            }[];
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/workinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            JobTitleIds: number[];
            PrimaryBranchId: number | null;
            BranchIds: number[];
            AssignedToAllBranches: boolean;
            Crew?: boolean;
            IsSalesRep: boolean;
            ReceivesCommission: boolean;
            EmployeeOverrideCommission: boolean;
            SalesTerritoryId?: number | null;
            DateStart?: string | null;
            DateReview?: string | null;
            StatusId?: number;
            WorkShifts: {
              Day: number;
              TimeStart: number;
              TimeEnd: number;
            }[];
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/wage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            HourlyWage: number | null;
            DecreaseSupplementalAmount?: number | null;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/portalAccess': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Username?: string | null;
            Password?: string | null;
            Confirmation?: string | null;
            Version?: number | null;
            ResetPassword?: boolean;
            UserRoleId?: number | null;
            ChangePassword?: boolean;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employees/roles/{authUserId}/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          authUserId: number;
          roleId: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/certifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            CertificationTypeId: number;
            StatusId?: number;
            StandardCertificationId?: number | null;
            Name: string;
            Credits?: number;
            Notes?: string | null;
            DateAchieved?: string | null;
            DateExpires?: string | null;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            CertificationTypeId: number;
            StatusId?: number;
            StandardCertificationId?: number | null;
            Name: string;
            Credits?: number;
            Notes?: string | null;
            DateAchieved?: string | null;
            DateExpires?: string | null;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/certifications/{certificationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          certificationId: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/pic/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/users/signature/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FirstName: string;
              LastName: string;
              JobTitleIds: number[];
              BranchIds: number[];
              EmployeeBranches: {
                BranchId: number;
                BranchName: string;
              }[];
              PrimaryBranchId: number | null;
              StatusId: number;
              Version: number;
              Crew: boolean;
              AssignedToAllBranches: boolean;
              EmployeeOverrideCommission: boolean;
              IsSalesRep: boolean;
              ReceivesCommission: boolean;
              Email: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              EmployeePhoneNumbers: {
                Phone: string;
                Extension: string | null;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              SalesTerritoryId: number | null;
              GeographicAssignments: {
                City?: string | null;
                State?: string | null;
                Zip?: string | null;
              }[];
              EmergencyContacts: {
                Name: string;
                Phone: string;
              }[];
              DateStart: string | null;
              DateReview: string | null;
              WorkShifts: {
                Day: number;
                TimeStart: number;
                TimeEnd: number;
              }[];
              HourlyWage: number | null;
              DecreaseSupplementalAmount: number | null;
              UserRoleId: number | null;
              HasPortalAccess: boolean;
              Username: string | null;
              AuthUserId: number | null;
              PortalAccessVersion: number | null;
              Certifications: {
                Id: number;
                CertificationTypeId: number;
                StatusId: number;
                StandardCertificationId?: number | null;
                Name: string;
                Credits: number;
                Notes?: string | null;
                DateAchieved?: string | null;
                DateExpires?: string | null;
              }[];
              PhotoUrl: string | null;
              SignatureUrl: string | null;
              Rights: {
                view: boolean;
                editBasic: boolean;
                editOwn: boolean;
                editFull: boolean;
                viewWage: boolean;
              };
            };
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
  '/api/v1/employees/{id}/docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/employees/{id}/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': number[];
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
  '/api/v1/employees/{id}/docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employees/{id}/training-docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/employees/{id}/training-docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': number[];
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
  '/api/v1/employees/{id}/training-docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employees/{id}/private-docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/employees/{id}/private-docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': number[];
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
  '/api/v1/employees/{id}/private-docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/logger/errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Message: string;
            Stack?: string;
            Url?: string;
            UserAgent?: string;
            Level?: string;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/authorize-net/payable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          Reference: string;
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
            'application/json': {
              AmountDue: number;
              Description: string;
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
  '/api/v1/authorize-net/payment-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Reference: string;
            Amount?: number;
            AccountId?: number | null;
            ShowCreditCard?: boolean;
            ShowBankAccount?: boolean;
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
            'application/json': {
              Token: string;
              FormUrl: string;
              Amount: number;
              InvoiceNumber: string;
            };
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
  '/api/v1/authorize-net/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            notificationId: string;
            eventType: string;
            payload?: {
              id?: string | number;
            };
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
            'application/json': {
              Received: boolean;
            };
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
  '/api/v1/userRoles/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              LandingPage: {
                Id: number;
                Name: string;
                Path: string;
              };
              UserCount: number;
              Version: number;
            }[];
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
  '/api/v1/userRoles/claimValues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/userRoles/claimTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Skip?: number;
            Take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ParentId: number | null;
              ClaimValues: {
                Id: number;
                Name: string;
              }[];
            }[];
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
  '/api/v1/userRoles/landingPages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              Path: string;
            }[];
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
  '/api/v1/userRoles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              LandingPageId: number;
              LandingPage: {
                Id: number;
                Name: string;
                Path: string;
              };
              Version: number;
              UserRoleClaims: {
                ClaimTypeId: number;
                ClaimValueId: number;
                UserRoleId?: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/userRoles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Name: string;
            LandingPageId: number;
            Version: number;
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
            'application/json': {
              Id: number;
              Name: string;
              LandingPageId: number;
              LandingPage: {
                Id: number;
                Name: string;
                Path: string;
              };
              Version: number;
              UserRoleClaims: {
                ClaimTypeId: number;
                ClaimValueId: number;
                UserRoleId?: number;
              }[];
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            LandingPageId: number;
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
            'application/json': {
              Id: number;
              Name: string;
              LandingPageId: number;
              LandingPage: {
                Id: number;
                Name: string;
                Path: string;
              };
              Version: number;
              UserRoleClaims: {
                ClaimTypeId: number;
                ClaimValueId: number;
                UserRoleId?: number;
              }[];
            };
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
  '/api/v1/userRoles/{id}/updateClaims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version?: number;
            UserRoleClaims: {
              ClaimTypeId: number;
              ClaimValueId: number;
              UserRoleId?: number;
            }[];
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
            'application/json': {
              Id: number;
              Name: string;
              LandingPageId: number;
              LandingPage: {
                Id: number;
                Name: string;
                Path: string;
              };
              Version: number;
              UserRoleClaims: {
                ClaimTypeId: number;
                ClaimValueId: number;
                UserRoleId?: number;
              }[];
            };
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
  '/api/v1/accounts/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            SalesTerritoryIds?: number[];
            ArboristIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              AccountTypeId: number;
              ClientTypeId: number;
              StatusId: number;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string | null;
              Address: string | null;
              City: string | null;
              State: string | null;
              Zip: string | null;
              Phone: string | null;
              Version: number;
            }[];
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
  '/api/v1/accounts/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/arborists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          branchId?: number;
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/accountNames': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          name: string;
          excludeId?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              BranchName: string;
            }[];
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
  '/api/v1/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              AccountTypeId: number;
              ClientTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              SourceId: number | null;
              SourceDetailId: number | null;
              MinimumDownPayment: number | null;
              CallFirstBeforeAutoPay: boolean;
              BillingAddressId: number | null;
              Address: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              Employees: {
                Id: number;
                Name: string;
              }[];
              CustomerSince: string | null;
              DoNotEmail: boolean;
              TaxExempt: boolean;
              AccountBalance: {
                Balance: number;
              };
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string | null;
              SalesTerritoryId: number | null;
              Version: number;
              AccountLocations: {
                Id: number;
                BranchId: number;
                Address: string;
                City: string;
                State: string;
                Zip: string;
                StatusId: number;
                IsBillTo: boolean;
              }[];
              AccountContacts: {
                Id: number;
                AccountId: number;
                FirstName: string;
                LastName: string;
                Email: string | null;
                TitleId: number | null;
                TitleName: string | null;
                StatusId: number;
                ReceivesBilling: boolean;
                ReceivesProposal: boolean;
                IsPrimary: boolean;
                ContactPhoneNumbers: {
                  Id: number;
                  Phone: string;
                  Extension: string;
                  PhoneTypeId: number;
                  IsPreferred: boolean;
                }[];
                Version: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/{id}/salesreps': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name?: string | null;
            AccountTypeId?: number;
            ClientTypeId?: number;
            StatusId?: number;
            InactiveReasonId?: number | null;
            SourceId?: number | null;
            SourceDetailId?: number | null;
            MinimumDownPayment?: number | null;
            CallFirstBeforeAutoPay?: boolean;
            Address?: {
              Address1?: string | null;
              Address2?: string | null;
              City?: string | null;
              State?: string | null;
              Zip?: string | null;
            } | null;
            Employees?: {
              Id: number;
            }[];
            CustomerSince?: string | null;
            DoNotEmail?: boolean;
            TaxExempt?: boolean;
            BranchId?: number;
            ArboristId?: number | null;
            SalesTerritoryId?: number | null;
            AccountContacts?: {
              FirstName: string;
              LastName: string;
              Email?: string | null;
              TitleId?: number | null;
              StatusId?: number;
              ReceivesBilling?: boolean;
              ReceivesProposal?: boolean;
              IsPrimary?: boolean;
              ContactPhoneNumbers?: {
                Phone?: string | null;
                Extension?: string | null;
                PhoneTypeId?: number;
                IsPreferred?: boolean;
              }[];
            }[];
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
            'application/json': {
              Id: number;
              Name: string;
              AccountTypeId: number;
              ClientTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              SourceId: number | null;
              SourceDetailId: number | null;
              MinimumDownPayment: number | null;
              CallFirstBeforeAutoPay: boolean;
              BillingAddressId: number | null;
              Address: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              Employees: {
                Id: number;
                Name: string;
              }[];
              CustomerSince: string | null;
              DoNotEmail: boolean;
              TaxExempt: boolean;
              AccountBalance: {
                Balance: number;
              };
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string | null;
              SalesTerritoryId: number | null;
              Version: number;
              AccountLocations: {
                Id: number;
                BranchId: number;
                Address: string;
                City: string;
                State: string;
                Zip: string;
                StatusId: number;
                IsBillTo: boolean;
              }[];
              AccountContacts: {
                Id: number;
                AccountId: number;
                FirstName: string;
                LastName: string;
                Email: string | null;
                TitleId: number | null;
                TitleName: string | null;
                StatusId: number;
                ReceivesBilling: boolean;
                ReceivesProposal: boolean;
                IsPrimary: boolean;
                ContactPhoneNumbers: {
                  Id: number;
                  Phone: string;
                  Extension: string;
                  PhoneTypeId: number;
                  IsPreferred: boolean;
                }[];
                Version: number;
              }[];
            };
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
  '/api/v1/accounts/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Name?: string | null;
            AccountTypeId?: number;
            ClientTypeId?: number;
            StatusId?: number;
            InactiveReasonId?: number | null;
            SourceId?: number | null;
            SourceDetailId?: number | null;
            MinimumDownPayment?: number | null;
            CallFirstBeforeAutoPay?: boolean;
            Address?: {
              Address1?: string | null;
              Address2?: string | null;
              City?: string | null;
              State?: string | null;
              Zip?: string | null;
            } | null;
            Employees?: {
              Id: number;
            }[];
            CustomerSince?: string | null;
            DoNotEmail?: boolean;
            TaxExempt?: boolean;
            BranchId?: number;
            ArboristId?: number | null;
            SalesTerritoryId?: number | null;
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
            'application/json': {
              Id: number;
              Name: string;
              AccountTypeId: number;
              ClientTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              SourceId: number | null;
              SourceDetailId: number | null;
              MinimumDownPayment: number | null;
              CallFirstBeforeAutoPay: boolean;
              BillingAddressId: number | null;
              Address: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              Employees: {
                Id: number;
                Name: string;
              }[];
              CustomerSince: string | null;
              DoNotEmail: boolean;
              TaxExempt: boolean;
              AccountBalance: {
                Balance: number;
              };
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string | null;
              SalesTerritoryId: number | null;
              Version: number;
              AccountLocations: {
                Id: number;
                BranchId: number;
                Address: string;
                City: string;
                State: string;
                Zip: string;
                StatusId: number;
                IsBillTo: boolean;
              }[];
              AccountContacts: {
                Id: number;
                AccountId: number;
                FirstName: string;
                LastName: string;
                Email: string | null;
                TitleId: number | null;
                TitleName: string | null;
                StatusId: number;
                ReceivesBilling: boolean;
                ReceivesProposal: boolean;
                IsPrimary: boolean;
                ContactPhoneNumbers: {
                  Id: number;
                  Phone: string;
                  Extension: string;
                  PhoneTypeId: number;
                  IsPreferred: boolean;
                }[];
                Version: number;
              }[];
              Warning?: string;
            };
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
  '/api/v1/accounts/{id}/billingAddress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Address1?: string | null;
            Address2?: string | null;
            City?: string | null;
            State?: string | null;
            Zip?: string | null;
            Version: number;
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
            'application/json': {
              Id: number;
              Name: string;
              AccountTypeId: number;
              ClientTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              SourceId: number | null;
              SourceDetailId: number | null;
              MinimumDownPayment: number | null;
              CallFirstBeforeAutoPay: boolean;
              BillingAddressId: number | null;
              Address: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              Employees: {
                Id: number;
                Name: string;
              }[];
              CustomerSince: string | null;
              DoNotEmail: boolean;
              TaxExempt: boolean;
              AccountBalance: {
                Balance: number;
              };
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string | null;
              SalesTerritoryId: number | null;
              Version: number;
              AccountLocations: {
                Id: number;
                BranchId: number;
                Address: string;
                City: string;
                State: string;
                Zip: string;
                StatusId: number;
                IsBillTo: boolean;
              }[];
              AccountContacts: {
                Id: number;
                AccountId: number;
                FirstName: string;
                LastName: string;
                Email: string | null;
                TitleId: number | null;
                TitleName: string | null;
                StatusId: number;
                ReceivesBilling: boolean;
                ReceivesProposal: boolean;
                IsPrimary: boolean;
                ContactPhoneNumbers: {
                  Id: number;
                  Phone: string;
                  Extension: string;
                  PhoneTypeId: number;
                  IsPreferred: boolean;
                }[];
                Version: number;
              }[];
            };
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
  '/api/v1/accounts/contactStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/{id}/contacts/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
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
            'application/json': {
              Id: number;
              AccountId: number;
              FirstName: string;
              LastName: string;
              Email: string | null;
              TitleId: number | null;
              TitleName: string | null;
              StatusId: number;
              ReceivesBilling: boolean;
              ReceivesProposal: boolean;
              IsPrimary: boolean;
              ContactPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              Version: number;
            }[];
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
  '/api/v1/accounts/accountContacts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              FirstName: string;
              LastName: string;
              Email: string | null;
              TitleId: number | null;
              TitleName: string | null;
              StatusId: number;
              ReceivesBilling: boolean;
              ReceivesProposal: boolean;
              IsPrimary: boolean;
              ContactPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/accountContacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            FirstName: string;
            LastName: string;
            Email?: string | null;
            TitleId?: number | null;
            StatusId?: number;
            ReceivesBilling?: boolean;
            ReceivesProposal?: boolean;
            IsPrimary?: boolean;
            ContactPhoneNumbers?: {
              Phone?: string | null;
              Extension?: string | null;
              PhoneTypeId?: number;
              IsPreferred?: boolean;
            }[];
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
            'application/json': {
              Id: number;
              AccountId: number;
              FirstName: string;
              LastName: string;
              Email: string | null;
              TitleId: number | null;
              TitleName: string | null;
              StatusId: number;
              ReceivesBilling: boolean;
              ReceivesProposal: boolean;
              IsPrimary: boolean;
              ContactPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountId: number;
            FirstName: string;
            LastName: string;
            Email?: string | null;
            TitleId?: number | null;
            StatusId?: number;
            ReceivesBilling?: boolean;
            ReceivesProposal?: boolean;
            IsPrimary?: boolean;
            ContactPhoneNumbers?: {
              Phone?: string | null;
              Extension?: string | null;
              PhoneTypeId?: number;
              IsPreferred?: boolean;
            }[];
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
            'application/json': {
              Id: number;
              AccountId: number;
              FirstName: string;
              LastName: string;
              Email: string | null;
              TitleId: number | null;
              TitleName: string | null;
              StatusId: number;
              ReceivesBilling: boolean;
              ReceivesProposal: boolean;
              IsPrimary: boolean;
              ContactPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              Version: number;
            };
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
  '/api/v1/account-office-comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountId: number;
            NoteText: string;
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
            'application/json': {
              Id: number;
              AccountId: number;
              NoteText: string;
              DateCreated: string;
              CreatedById: number | null;
              CreatedBy: string | null;
            };
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
  '/api/v1/account-office-comments/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number;
          take?: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              NoteText: string;
              DateCreated: string;
              CreatedById: number | null;
              CreatedBy: string | null;
            }[];
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
  '/api/v1/account-office-comments/recent/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              NoteText: string;
              DateCreated: string;
              CreatedById: number | null;
              CreatedBy: string | null;
            } | null;
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
  '/api/v1/accountPos/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            AccountId: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              Po: string;
              EffectiveStartDate: string | null;
              EffectiveEndDate: string | null;
              Archived: boolean;
            }[];
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
  '/api/v1/accountPos/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            AccountId: number;
            Po: string;
            EffectiveStartDate?: string | null;
            EffectiveEndDate?: string | null;
            Archived?: boolean;
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
            'application/json': {
              Id: number;
              AccountId: number;
              Po: string;
              EffectiveStartDate: string | null;
              EffectiveEndDate: string | null;
              Archived: boolean;
            };
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
  '/api/v1/accountPos/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              Po: string;
              EffectiveStartDate: string | null;
              EffectiveEndDate: string | null;
              Archived: boolean;
            };
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
  '/api/v1/accountPos/account/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              Po: string;
              EffectiveStartDate: string | null;
              EffectiveEndDate: string | null;
              Archived: boolean;
            }[];
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
  '/api/v1/workOrders/idByLocationId/{id}/upcomingServices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          Skip?: number;
          Take?: number;
          LocationId?: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              StatusId: number;
              Date: string | null;
              TotalCost: number | null;
            }[];
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
  '/api/v1/workOrders/idByLocationId/{id}/completedServices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          Skip?: number;
          Take?: number;
          LocationId?: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              StatusId: number;
              Date: string | null;
              TotalCost: number | null;
            }[];
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
  '/api/v1/invoices/open/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              InvoiceDate: string | null;
              TotalDue: number;
              AmountDue: number;
            }[];
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
  '/api/v1/searches/employee/{employeeId}/{searchTypeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          employeeId: number;
          searchTypeId: number;
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
            'application/json': {
              Id: number;
              Name: string;
              EmployeeId: number;
              SearchTypeId: number;
              Filters: string;
            }[];
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
  '/api/v1/searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Name: string;
            EmployeeId: number;
            SearchTypeId: number;
            Filters: string;
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
            'application/json': {
              Id: number;
              Name: string;
              EmployeeId: number;
              SearchTypeId: number;
              Filters: string;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            EmployeeId: number;
            SearchTypeId: number;
            Filters: string;
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
            'application/json': {
              Id: number;
              Name: string;
              EmployeeId: number;
              SearchTypeId: number;
              Filters: string;
            };
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
  '/api/v1/searches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/branches/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
          claimTypeId?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            ClaimTypeId?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              BranchStatus: {
                Id: number;
                Name: string;
              };
              BranchManagerId: number | null;
              BranchManagerName: string | null;
              Phone: string | null;
              Version: number;
            }[];
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
  '/api/v1/branches/simple/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            ClaimTypeId?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
            }[];
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
  '/api/v1/branches/employee/{employeeId}/{claimTypeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          employeeId: number;
          claimTypeId: number;
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
            'application/json': {
              AllBranchesOption: boolean;
              Branches: {
                Id: number;
                Name: string;
                StatusId: number;
              }[];
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
  '/api/v1/branches/managed-branch/{employeeId}/{claimTypeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          employeeId: number;
          claimTypeId: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
            }[];
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
  '/api/v1/branches/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/branches/serviceGroups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchId: number;
            ServiceGroupIds: number[];
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              BranchStatus: {
                Id: number;
                Name: string;
              };
              BranchManagerId: number | null;
              BranchManager: {
                Id: number;
                FirstName: string;
                LastName: string;
              } | null;
              BranchPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneExt: string;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              Notes: string | null;
              TermsAndConditions: string | null;
              ServiceGroups: number[];
              ServiceGroupContents: {
                BranchId: number;
                ServiceGroupId: number;
                Content: string;
              }[];
              GrowingDegreeDay: number;
              Version: number;
            };
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
  '/api/v1/branches/serviceGroupContent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchId: number;
            ServiceGroupId: number;
            Content: string;
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
            'application/json': {
              BranchId: number;
              ServiceGroupId: number;
              Content: string;
            };
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
  '/api/v1/branches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              BranchStatus: {
                Id: number;
                Name: string;
              };
              BranchManagerId: number | null;
              BranchManager: {
                Id: number;
                FirstName: string;
                LastName: string;
              } | null;
              BranchPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneExt: string;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              Notes: string | null;
              TermsAndConditions: string | null;
              ServiceGroups: number[];
              ServiceGroupContents: {
                BranchId: number;
                ServiceGroupId: number;
                Content: string;
              }[];
              GrowingDegreeDay: number;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/branches/{id}/GrowingDegreeDay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              BranchId: number;
              GrowingDegreeDay: number;
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
  '/api/v1/branches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Name: string;
            StatusId?: number;
            BranchManagerId?: number | null;
            BranchPhoneNumbers?: {
              Id?: number;
              Phone?: string | null;
              Extension?: string | null;
              PhoneExt?: string | null;
              IsPreferred?: boolean;
              PhoneTypeId?: number;
            }[];
            Notes?: string | null;
            TermsAndConditions?: string | null;
            ServiceGroups?: number[];
            GrowingDegreeDay?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              BranchStatus: {
                Id: number;
                Name: string;
              };
              BranchManagerId: number | null;
              BranchManager: {
                Id: number;
                FirstName: string;
                LastName: string;
              } | null;
              BranchPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneExt: string;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              Notes: string | null;
              TermsAndConditions: string | null;
              ServiceGroups: number[];
              ServiceGroupContents: {
                BranchId: number;
                ServiceGroupId: number;
                Content: string;
              }[];
              GrowingDegreeDay: number;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            StatusId?: number;
            BranchManagerId?: number | null;
            BranchPhoneNumbers?: {
              Id?: number;
              Phone?: string | null;
              Extension?: string | null;
              PhoneExt?: string | null;
              IsPreferred?: boolean;
              PhoneTypeId?: number;
            }[];
            Notes?: string | null;
            TermsAndConditions?: string | null;
            ServiceGroups?: number[];
            GrowingDegreeDay?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              BranchStatus: {
                Id: number;
                Name: string;
              };
              BranchManagerId: number | null;
              BranchManager: {
                Id: number;
                FirstName: string;
                LastName: string;
              } | null;
              BranchPhoneNumbers: {
                Id: number;
                Phone: string;
                Extension: string;
                PhoneExt: string;
                IsPreferred: boolean;
                PhoneTypeId: number;
              }[];
              Notes: string | null;
              TermsAndConditions: string | null;
              ServiceGroups: number[];
              ServiceGroupContents: {
                BranchId: number;
                ServiceGroupId: number;
                Content: string;
              }[];
              GrowingDegreeDay: number;
              Version: number;
            };
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
  '/api/v1/salesTerritories/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              BranchId: number;
            }[];
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
  '/api/v1/salesTerritories/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            BranchIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              BranchId: number;
              BranchName: string;
              ZipCodeCount: number;
              Version: number;
            }[];
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
  '/api/v1/salesTerritories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              BranchId: number;
              BranchName: string;
              Version: number;
              SalesTerritoryZipCodes: {
                Id: number;
                SalesTerritoryId: number;
                ZipCode: string;
              }[];
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
  '/api/v1/salesTerritories/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Name: string;
            BranchId: number;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              BranchId: number;
              BranchName: string;
              Version: number;
              SalesTerritoryZipCodes: {
                Id: number;
                SalesTerritoryId: number;
                ZipCode: string;
              }[];
            };
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
  '/api/v1/salesTerritories/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/salesTerritories/{id}/zipCodes/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': string[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
              BranchId: number;
              BranchName: string;
              Version: number;
              SalesTerritoryZipCodes: {
                Id: number;
                SalesTerritoryId: number;
                ZipCode: string;
              }[];
            };
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
  '/api/v1/accounts/accountTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/clientTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/inactiveReasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/contactTitles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/sourceCodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/accountLocations/notesTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/serviceLines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/services/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/services/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/services/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/weatherConditions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/saveWeatherConditions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/chemicals/methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/chemicals/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/chemicals/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/serviceRequestTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/appointmentTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/appointmentType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/estimateTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/estimateType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/users/username': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Username: string;
            CurrentPassword?: string;
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
            'application/json': {
              Username: string;
              Message: string;
            };
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
  '/api/v1/users/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            CurrentPassword: string;
            Password: string;
            Confirmation: string;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/serviceItems/types/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            ServiceGroupIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroups: number[];
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/serviceItems/types/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroups: number[];
              Insects: number[];
              Diseases: number[];
              WeedTypes: number[];
              EcologicalProblems: number[];
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/serviceItems/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            ServiceGroups?: number[];
            Insects?: number[];
            Diseases?: number[];
            WeedTypes?: number[];
            EcologicalProblems?: number[];
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroups: number[];
              Insects: number[];
              Diseases: number[];
              WeedTypes: number[];
              EcologicalProblems: number[];
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            ServiceGroups?: number[];
            Insects?: number[];
            Diseases?: number[];
            WeedTypes?: number[];
            EcologicalProblems?: number[];
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroups: number[];
              Insects: number[];
              Diseases: number[];
              WeedTypes: number[];
              EcologicalProblems: number[];
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/types/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroups: number[];
              Insects: number[];
              Diseases: number[];
              WeedTypes: number[];
              EcologicalProblems: number[];
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/addServiceItemType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            ServiceGroups?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroups: number[];
              Insects: number[];
              Diseases: number[];
              WeedTypes: number[];
              EcologicalProblems: number[];
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/locations/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            ServiceGroupIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/serviceItems/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/locations/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/locations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/serviceItems/sizes/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            ServiceGroupIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              SizeUnitOfMeasureId: number | null;
              SizeUnitOfMeasure: string | null;
              ServiceGroups: number[];
              SortOrder: number;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/serviceItems/sizes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            SizeUnitOfMeasureId?: number | null;
            ServiceGroups?: number[];
            SortOrder?: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              SizeUnitOfMeasureId: number | null;
              SizeUnitOfMeasure: string | null;
              ServiceGroups: number[];
              SortOrder: number;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            SizeUnitOfMeasureId?: number | null;
            ServiceGroups?: number[];
            SortOrder?: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              SizeUnitOfMeasureId: number | null;
              SizeUnitOfMeasure: string | null;
              ServiceGroups: number[];
              SortOrder: number;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/sizes/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              SizeUnitOfMeasureId: number | null;
              SizeUnitOfMeasure: string | null;
              ServiceGroups: number[];
              SortOrder: number;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/serviceItems/sizes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/serviceItems/conditions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/serviceItems/sizeunitsofmeasure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/serviceItems/otherItemTypes/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            AccountLocationId: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ScientificName: string | null;
              AccountLocationId: number;
            }[];
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
  '/api/v1/serviceItems/addAccountLocationOtherItemType': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            ScientificName?: string | null;
            AccountLocationId: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ScientificName: string | null;
              AccountLocationId: number;
            };
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
  '/api/v1/inventory-meta-items/insects/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              ScientificName: string | null;
              Archived: boolean;
              ImageCount: number;
              Version: number;
            }[];
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
  '/api/v1/inventory-meta-items/simple/insects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/inventory-meta-items/insects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
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
  '/api/v1/inventory-meta-items/insects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/insects/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/insects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/insects/{id}/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          imageId: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory-meta-items/diseases/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              ScientificName: string | null;
              Archived: boolean;
              ImageCount: number;
              Version: number;
            }[];
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
  '/api/v1/inventory-meta-items/simple/diseases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/inventory-meta-items/diseases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
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
  '/api/v1/inventory-meta-items/diseases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/diseases/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/diseases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/diseases/{id}/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          imageId: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory-meta-items/weed-types/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              ScientificName: string | null;
              Archived: boolean;
              ImageCount: number;
              Version: number;
            }[];
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
  '/api/v1/inventory-meta-items/simple/weed-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/inventory-meta-items/weed-types/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
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
  '/api/v1/inventory-meta-items/weed-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/weed-types/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/weed-types/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/weed-types/{id}/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          imageId: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inventory-meta-items/ecological-problems/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              ScientificName: string | null;
              Archived: boolean;
              ImageCount: number;
              Version: number;
            }[];
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
  '/api/v1/inventory-meta-items/simple/ecological-problems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/inventory-meta-items/ecological-problems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
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
  '/api/v1/inventory-meta-items/ecological-problems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Item: {
              Id?: number;
              Name: string;
              ScientificName?: string | null;
              Description?: string | null;
              Archived?: boolean;
              Version?: number;
            };
            ServiceItemIds?: number[];
            ChemicalIds?: number[];
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/ecological-problems/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/ecological-problems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
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
  '/api/v1/inventory-meta-items/images/ecological-problems/{id}/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          imageId: number;
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
            'application/json': {
              Item: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                Description: string | null;
                Archived: boolean;
                Version: number;
              };
              ServiceItemIds: number[];
              ChemicalIds: number[];
              Images: {
                Id: number;
                Route: string;
                FileName: string;
                Url: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/taxRates/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              ZipCode: string;
              TaxRate_: number;
              Archived: boolean;
              EffectiveDate: string;
            }[];
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
  '/api/v1/taxRates/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            ZipCode: string;
            TaxRate_: number;
            Archived?: boolean;
            EffectiveDate: string;
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
            'application/json': {
              Id: number;
              ZipCode: string;
              TaxRate_: number;
              Archived: boolean;
              EffectiveDate: string;
            };
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
  '/api/v1/taxRates/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/taxRates/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            'application/json': {
              Imported: number;
              Added: number;
              Updated: number;
            };
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
  '/api/v1/taxRates/address/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              AccountLocationId: number;
              ZipCode: string;
              TaxRate: {
                Id: number;
                ZipCode: string;
                TaxRate_: number;
                Archived: boolean;
                EffectiveDate: string;
              } | null;
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
  '/api/v1/promotions/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            IncludeExpired?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              DiscountPercentage: number;
              ExpirationDate: string | null;
              Active: boolean;
              Archived: boolean;
              Expired: boolean;
              Version: number;
            }[];
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
  '/api/v1/promotions/simple/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DiscountPercentage: number;
              ExpirationDate: string | null;
            }[];
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
  '/api/v1/promotions/builder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              DiscountPercentage: number;
              ExpirationDate: string | null;
            }[];
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
  '/api/v1/promotions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DiscountPercentage: number;
              ExpirationDate: string | null;
              Active: boolean;
              Archived: boolean;
              Expired: boolean;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/promotions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            DiscountPercentage: number;
            ExpirationDate?: string | null;
            Active?: boolean;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DiscountPercentage: number;
              ExpirationDate: string | null;
              Active: boolean;
              Archived: boolean;
              Expired: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            DiscountPercentage: number;
            ExpirationDate?: string | null;
            Active?: boolean;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DiscountPercentage: number;
              ExpirationDate: string | null;
              Active: boolean;
              Archived: boolean;
              Expired: boolean;
              Version: number;
            };
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
  '/api/v1/price/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              PricingType: number;
              PricingTypeName: string;
              PricingMethod: number;
              PricingMethodName: string;
              Archived: boolean;
              DetailCount: number;
              Version: number;
            }[];
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
  '/api/v1/price/simple/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              PricingType: number;
              PricingMethod: number;
            }[];
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
  '/api/v1/price/pricingTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/price/pricingMethods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/price/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              PricingType: number;
              PricingMethod: number;
              Archived: boolean;
              Version: number;
              Details: {
                Id: number;
                PriceId: number;
                InventoryItemSizeId: number | null;
                InventoryItemSize: {
                  Id: number;
                  Name: string;
                } | null;
                PricePerVisit: number | null;
                PricePerYear: number | null;
                FlatPrice: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/price': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            PricingType: number;
            PricingMethod: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              PricingType: number;
              PricingMethod: number;
              Archived: boolean;
              Version: number;
              Details: {
                Id: number;
                PriceId: number;
                InventoryItemSizeId: number | null;
                InventoryItemSize: {
                  Id: number;
                  Name: string;
                } | null;
                PricePerVisit: number | null;
                PricePerYear: number | null;
                FlatPrice: number | null;
              }[];
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            PricingType: number;
            PricingMethod: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              PricingType: number;
              PricingMethod: number;
              Archived: boolean;
              Version: number;
              Details: {
                Id: number;
                PriceId: number;
                InventoryItemSizeId: number | null;
                InventoryItemSize: {
                  Id: number;
                  Name: string;
                } | null;
                PricePerVisit: number | null;
                PricePerYear: number | null;
                FlatPrice: number | null;
              }[];
            };
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
  '/api/v1/price/detail/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            PriceId: number;
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
            'application/json': {
              Id: number;
              PriceId: number;
              InventoryItemSizeId: number | null;
              InventoryItemSize: {
                Id: number;
                Name: string;
              } | null;
              PricePerVisit: number | null;
              PricePerYear: number | null;
              FlatPrice: number | null;
            }[];
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
  '/api/v1/price/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            PriceId: number;
            InventoryItemSizeId?: number | null;
            PricePerVisit?: number | null;
            PricePerYear?: number | null;
            FlatPrice?: number | null;
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
            'application/json': {
              Id: number;
              PriceId: number;
              InventoryItemSizeId: number | null;
              InventoryItemSize: {
                Id: number;
                Name: string;
              } | null;
              PricePerVisit: number | null;
              PricePerYear: number | null;
              FlatPrice: number | null;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            PriceId: number;
            InventoryItemSizeId?: number | null;
            PricePerVisit?: number | null;
            PricePerYear?: number | null;
            FlatPrice?: number | null;
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
            'application/json': {
              Id: number;
              PriceId: number;
              InventoryItemSizeId: number | null;
              InventoryItemSize: {
                Id: number;
                Name: string;
              } | null;
              PricePerVisit: number | null;
              PricePerYear: number | null;
              FlatPrice: number | null;
            };
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
  '/api/v1/price/detail/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/price/updateById/{id}/{option}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          option: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Value: number;
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
            'application/json': {
              Id: number;
              Name: string;
              PricingType: number;
              PricingMethod: number;
              Archived: boolean;
              Version: number;
              Details: {
                Id: number;
                PriceId: number;
                InventoryItemSizeId: number | null;
                InventoryItemSize: {
                  Id: number;
                  Name: string;
                } | null;
                PricePerVisit: number | null;
                PricePerYear: number | null;
                FlatPrice: number | null;
              }[];
            };
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
  '/api/v1/materials/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            MaterialTypeId?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              MaterialTypeId: number;
              Unit: string | null;
              UnitPrice: number | null;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/materials/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              MaterialTypeId: number;
              Unit: string | null;
              UnitPrice: number | null;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            MaterialTypeId: number;
            Unit?: string | null;
            UnitPrice: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              MaterialTypeId: number;
              Unit: string | null;
              UnitPrice: number | null;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            MaterialTypeId: number;
            Unit?: string | null;
            UnitPrice: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              MaterialTypeId: number;
              Unit: string | null;
              UnitPrice: number | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/materials/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              MaterialTypeId: number;
              Unit: string | null;
              UnitPrice: number | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/equipment/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              DailyRate: number;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/equipment/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DailyRate: number;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/equipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            DailyRate: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DailyRate: number;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            DailyRate: number;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DailyRate: number;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/equipment/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              DailyRate: number;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/resource/leasecompany/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              Version: number;
            }[];
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
  '/api/v1/resource/leasecompany/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/resource/leasecompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Name: string;
            Version?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Version: number;
            };
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
  '/api/v1/resource/equipmentresource/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            BranchIds?: number[];
            EquipmentTypeIds?: number[];
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
            'application/json': {
              Id: number;
              AssetNumber: string;
              BranchId: number;
              BranchName: string;
              EquipmentTypeId: number;
              EquipmentTypeName: string;
              LeaseCompanyId: number | null;
              LeaseCompanyName: string | null;
              CurrentBranchId: number;
              CurrentBranchName: string;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/resource/equipmentresource/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AssetNumber: string;
              BranchId: number;
              BranchName: string;
              EquipmentTypeId: number;
              EquipmentTypeName: string;
              LeaseCompanyId: number | null;
              LeaseCompanyName: string | null;
              CurrentBranchId: number;
              CurrentBranchName: string;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/resource/equipmentresource': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            AssetNumber: string;
            BranchId: number;
            EquipmentTypeId: number;
            LeaseCompanyId?: number | null;
            CurrentBranchId?: number | null;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              AssetNumber: string;
              BranchId: number;
              BranchName: string;
              EquipmentTypeId: number;
              EquipmentTypeName: string;
              LeaseCompanyId: number | null;
              LeaseCompanyName: string | null;
              CurrentBranchId: number;
              CurrentBranchName: string;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            AssetNumber: string;
            BranchId: number;
            EquipmentTypeId: number;
            LeaseCompanyId?: number | null;
            CurrentBranchId?: number | null;
            Archived?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              AssetNumber: string;
              BranchId: number;
              BranchName: string;
              EquipmentTypeId: number;
              EquipmentTypeName: string;
              LeaseCompanyId: number | null;
              LeaseCompanyName: string | null;
              CurrentBranchId: number;
              CurrentBranchName: string;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/services/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            ServiceGroupIds?: number[];
            ServiceCategoryIds?: number[];
            ServiceTypeIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              ServiceCategoryId: number | null;
              ServiceCategory: string | null;
              ServiceTypeId: number;
              StatusId: number;
              Status: string;
              Active: boolean;
              PricingOptionId: number | null;
              PricingUnitOfMeasureRate: number | null;
              RenewableService: boolean;
              VisitCount: number;
              Version: number;
            }[];
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
  '/api/v1/services/defaults/{serviceGroupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          serviceGroupId: number;
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
            'application/json': {
              ServiceGroupId: number;
              StatusId: number;
              PricingOptionId: number | null;
              RenewableService: boolean;
              ClassificationId: number | null;
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
  '/api/v1/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceCategoryId: number | null;
              ServiceProposalLabelId: number | null;
              ClassificationId: number | null;
              PricingOptionId: number | null;
              PricingTableId: number | null;
              PricingUnitOfMeasureId: number | null;
              PricingUnitOfMeasureRate: number | null;
              ServiceUnitOfMeasureId: number | null;
              ServicePricingGroupId: number | null;
              ServiceTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              Active: boolean;
              RenewableService: boolean;
              Recurrence: number | null;
              ReportOptionId: number | null;
              ApplicationDescription: string | null;
              SeparateWorkOrderRequired: boolean;
              GrowingDegreeDayMin: number | null;
              GrowingDegreeDayMax: number | null;
              ServiceMonthStart: number | null;
              ServiceDayStart: number | null;
              ServiceMonthEnd: number | null;
              ServiceDayEnd: number | null;
              ServiceVisits: {
                Id: number;
                ServiceId: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
                SchedulingBufferDays: number;
                ReportOptionId: number | null;
                ServiceVisitChemicals: {
                  ChemicalId: number;
                  Name: string;
                  EpaNumber: string | null;
                  StatusId: number;
                  DilutionText: string;
                }[];
              }[];
              ServiceChemicals: {
                ChemicalId: number;
                Name: string;
                EpaNumber: string | null;
                StatusId: number;
                DilutionText: string;
              }[];
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Name: string;
            ServiceGroupId?: number | null;
            ServiceCategoryId?: number | null;
            ServiceProposalLabelId?: number | null;
            ClassificationId?: number | null;
            PricingOptionId?: number | null;
            PricingTableId?: number | null;
            PricingUnitOfMeasureId?: number | null;
            PricingUnitOfMeasureRate?: number | null;
            ServiceUnitOfMeasureId?: number | null;
            ServicePricingGroupId?: number | null;
            ServiceTypeId?: number | null;
            StatusId?: number;
            InactiveReasonId?: number | null;
            RenewableService?: boolean;
            Recurrence?: number | null;
            ReportOptionId?: number | null;
            ApplicationDescription?: string | null;
            SeparateWorkOrderRequired?: boolean;
            GrowingDegreeDayMin?: number | null;
            GrowingDegreeDayMax?: number | null;
            ServiceMonthStart?: number | null;
            ServiceDayStart?: number | null;
            ServiceMonthEnd?: number | null;
            ServiceDayEnd?: number | null;
            ServiceVisits?: {
              Id?: number;
              Title?: string | null;
              ServiceCode?: string | null;
              ServiceMonthStart?: number | null;
              ServiceDayStart?: number | null;
              ServiceMonthEnd?: number | null;
              ServiceDayEnd?: number | null;
              SchedulingBufferDays?: number | null;
              ReportOptionId?: number | null;
              ServiceVisitChemicals?: {
                ChemicalId: number;
              }[];
            }[];
            ServiceChemicals?: {
              ChemicalId: number;
            }[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceCategoryId: number | null;
              ServiceProposalLabelId: number | null;
              ClassificationId: number | null;
              PricingOptionId: number | null;
              PricingTableId: number | null;
              PricingUnitOfMeasureId: number | null;
              PricingUnitOfMeasureRate: number | null;
              ServiceUnitOfMeasureId: number | null;
              ServicePricingGroupId: number | null;
              ServiceTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              Active: boolean;
              RenewableService: boolean;
              Recurrence: number | null;
              ReportOptionId: number | null;
              ApplicationDescription: string | null;
              SeparateWorkOrderRequired: boolean;
              GrowingDegreeDayMin: number | null;
              GrowingDegreeDayMax: number | null;
              ServiceMonthStart: number | null;
              ServiceDayStart: number | null;
              ServiceMonthEnd: number | null;
              ServiceDayEnd: number | null;
              ServiceVisits: {
                Id: number;
                ServiceId: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
                SchedulingBufferDays: number;
                ReportOptionId: number | null;
                ServiceVisitChemicals: {
                  ChemicalId: number;
                  Name: string;
                  EpaNumber: string | null;
                  StatusId: number;
                  DilutionText: string;
                }[];
              }[];
              ServiceChemicals: {
                ChemicalId: number;
                Name: string;
                EpaNumber: string | null;
                StatusId: number;
                DilutionText: string;
              }[];
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            ServiceGroupId?: number | null;
            ServiceCategoryId?: number | null;
            ServiceProposalLabelId?: number | null;
            ClassificationId?: number | null;
            PricingOptionId?: number | null;
            PricingTableId?: number | null;
            PricingUnitOfMeasureId?: number | null;
            PricingUnitOfMeasureRate?: number | null;
            ServiceUnitOfMeasureId?: number | null;
            ServicePricingGroupId?: number | null;
            ServiceTypeId?: number | null;
            StatusId?: number;
            InactiveReasonId?: number | null;
            RenewableService?: boolean;
            Recurrence?: number | null;
            ReportOptionId?: number | null;
            ApplicationDescription?: string | null;
            SeparateWorkOrderRequired?: boolean;
            GrowingDegreeDayMin?: number | null;
            GrowingDegreeDayMax?: number | null;
            ServiceMonthStart?: number | null;
            ServiceDayStart?: number | null;
            ServiceMonthEnd?: number | null;
            ServiceDayEnd?: number | null;
            ServiceVisits?: {
              Id?: number;
              Title?: string | null;
              ServiceCode?: string | null;
              ServiceMonthStart?: number | null;
              ServiceDayStart?: number | null;
              ServiceMonthEnd?: number | null;
              ServiceDayEnd?: number | null;
              SchedulingBufferDays?: number | null;
              ReportOptionId?: number | null;
              ServiceVisitChemicals?: {
                ChemicalId: number;
              }[];
            }[];
            ServiceChemicals?: {
              ChemicalId: number;
            }[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceCategoryId: number | null;
              ServiceProposalLabelId: number | null;
              ClassificationId: number | null;
              PricingOptionId: number | null;
              PricingTableId: number | null;
              PricingUnitOfMeasureId: number | null;
              PricingUnitOfMeasureRate: number | null;
              ServiceUnitOfMeasureId: number | null;
              ServicePricingGroupId: number | null;
              ServiceTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              Active: boolean;
              RenewableService: boolean;
              Recurrence: number | null;
              ReportOptionId: number | null;
              ApplicationDescription: string | null;
              SeparateWorkOrderRequired: boolean;
              GrowingDegreeDayMin: number | null;
              GrowingDegreeDayMax: number | null;
              ServiceMonthStart: number | null;
              ServiceDayStart: number | null;
              ServiceMonthEnd: number | null;
              ServiceDayEnd: number | null;
              ServiceVisits: {
                Id: number;
                ServiceId: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
                SchedulingBufferDays: number;
                ReportOptionId: number | null;
                ServiceVisitChemicals: {
                  ChemicalId: number;
                  Name: string;
                  EpaNumber: string | null;
                  StatusId: number;
                  DilutionText: string;
                }[];
              }[];
              ServiceChemicals: {
                ChemicalId: number;
                Name: string;
                EpaNumber: string | null;
                StatusId: number;
                DilutionText: string;
              }[];
              Version: number;
            };
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
  '/api/v1/services/{id}/toggleActive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceCategoryId: number | null;
              ServiceProposalLabelId: number | null;
              ClassificationId: number | null;
              PricingOptionId: number | null;
              PricingTableId: number | null;
              PricingUnitOfMeasureId: number | null;
              PricingUnitOfMeasureRate: number | null;
              ServiceUnitOfMeasureId: number | null;
              ServicePricingGroupId: number | null;
              ServiceTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              Active: boolean;
              RenewableService: boolean;
              Recurrence: number | null;
              ReportOptionId: number | null;
              ApplicationDescription: string | null;
              SeparateWorkOrderRequired: boolean;
              GrowingDegreeDayMin: number | null;
              GrowingDegreeDayMax: number | null;
              ServiceMonthStart: number | null;
              ServiceDayStart: number | null;
              ServiceMonthEnd: number | null;
              ServiceDayEnd: number | null;
              ServiceVisits: {
                Id: number;
                ServiceId: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
                SchedulingBufferDays: number;
                ReportOptionId: number | null;
                ServiceVisitChemicals: {
                  ChemicalId: number;
                  Name: string;
                  EpaNumber: string | null;
                  StatusId: number;
                  DilutionText: string;
                }[];
              }[];
              ServiceChemicals: {
                ChemicalId: number;
                Name: string;
                EpaNumber: string | null;
                StatusId: number;
                DilutionText: string;
              }[];
              Version: number;
            };
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
  '/api/v1/services/serviceChemicals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ServiceId: number;
            Version?: number;
            ServiceChemicals: {
              ChemicalId: number;
            }[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceCategoryId: number | null;
              ServiceProposalLabelId: number | null;
              ClassificationId: number | null;
              PricingOptionId: number | null;
              PricingTableId: number | null;
              PricingUnitOfMeasureId: number | null;
              PricingUnitOfMeasureRate: number | null;
              ServiceUnitOfMeasureId: number | null;
              ServicePricingGroupId: number | null;
              ServiceTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              Active: boolean;
              RenewableService: boolean;
              Recurrence: number | null;
              ReportOptionId: number | null;
              ApplicationDescription: string | null;
              SeparateWorkOrderRequired: boolean;
              GrowingDegreeDayMin: number | null;
              GrowingDegreeDayMax: number | null;
              ServiceMonthStart: number | null;
              ServiceDayStart: number | null;
              ServiceMonthEnd: number | null;
              ServiceDayEnd: number | null;
              ServiceVisits: {
                Id: number;
                ServiceId: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
                SchedulingBufferDays: number;
                ReportOptionId: number | null;
                ServiceVisitChemicals: {
                  ChemicalId: number;
                  Name: string;
                  EpaNumber: string | null;
                  StatusId: number;
                  DilutionText: string;
                }[];
              }[];
              ServiceChemicals: {
                ChemicalId: number;
                Name: string;
                EpaNumber: string | null;
                StatusId: number;
                DilutionText: string;
              }[];
              Version: number;
            };
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
  '/api/v1/services/serviceVisitChemicals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ServiceVisitId: number;
            Version?: number;
            ServiceVisitChemicals: {
              ChemicalId: number;
            }[];
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceCategoryId: number | null;
              ServiceProposalLabelId: number | null;
              ClassificationId: number | null;
              PricingOptionId: number | null;
              PricingTableId: number | null;
              PricingUnitOfMeasureId: number | null;
              PricingUnitOfMeasureRate: number | null;
              ServiceUnitOfMeasureId: number | null;
              ServicePricingGroupId: number | null;
              ServiceTypeId: number;
              StatusId: number;
              InactiveReasonId: number | null;
              Active: boolean;
              RenewableService: boolean;
              Recurrence: number | null;
              ReportOptionId: number | null;
              ApplicationDescription: string | null;
              SeparateWorkOrderRequired: boolean;
              GrowingDegreeDayMin: number | null;
              GrowingDegreeDayMax: number | null;
              ServiceMonthStart: number | null;
              ServiceDayStart: number | null;
              ServiceMonthEnd: number | null;
              ServiceDayEnd: number | null;
              ServiceVisits: {
                Id: number;
                ServiceId: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
                SchedulingBufferDays: number;
                ReportOptionId: number | null;
                ServiceVisitChemicals: {
                  ChemicalId: number;
                  Name: string;
                  EpaNumber: string | null;
                  StatusId: number;
                  DilutionText: string;
                }[];
              }[];
              ServiceChemicals: {
                ChemicalId: number;
                Name: string;
                EpaNumber: string | null;
                StatusId: number;
                DilutionText: string;
              }[];
              Version: number;
            };
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
  '/api/v1/services/updatePrices/{valueType}/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          valueType: number;
          value: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Message: string;
              Updated: {
                Id: number;
                Name: string;
                PricingUnitOfMeasureRate: number | null;
                Version: number;
              }[];
              Unchanged: number[];
            };
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
  '/api/v1/services/lookups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              ServiceGroups: {
                Id: number;
                Name: string;
              }[];
              ServiceTypes: {
                Id: number;
                Name: string;
              }[];
              Statuses: {
                Id: number;
                Name: string;
              }[];
              PricingOptions: {
                Id: number;
                Name: string;
              }[];
              ManagePricingOptions: {
                Id: number;
                Name: string;
              }[];
              Classifications: {
                Id: number;
                Name: string;
              }[];
              ReportOptions: {
                Id: number;
                Name: string;
              }[];
              ServicePricingGroups: {
                Id: number;
                Name: string;
              }[];
              Units: {
                Id: number;
                Name: string;
              }[];
              Categories: {
                Id: number;
                Name: string;
              }[];
              ProposalLabels: {
                Id: number;
                Name: string;
              }[];
              InactiveReasons: {
                Id: number;
                Name: string;
              }[];
              PricingTables: {
                Id: number;
                Name: string;
              }[];
              RecurrenceMax: number;
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
  '/api/v1/services/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': string[];
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
  '/api/v1/services/visits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          serviceId?: number;
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
            'application/json': {
              Id: number;
              ServiceId: number;
              ServiceName: string;
              Title: string | null;
              ServiceCode: string | null;
            }[];
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
  '/api/v1/services/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              Content: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Content: string | null;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Name: string;
              Content: string;
            }[];
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
  '/api/v1/services/recurrence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              RecurrenceMax: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            RecurrenceMax: number;
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
            'application/json': {
              RecurrenceMax: number;
            };
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
  '/api/v1/reportOptions/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              Value: string;
            }[];
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
  '/api/v1/settings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Value: string;
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
  '/api/v1/chemicals/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              Target: string | null;
              Method: string | null;
              DilutionText: string;
              StatusId: number;
              Status: string;
              Active: boolean;
              IncludedInBaseVisit: boolean;
              ChemicalUpCharge: number;
              Version: number;
            }[];
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
  '/api/v1/chemicals/typeahead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              DilutionText: string;
            }[];
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
  '/api/v1/chemicals/simple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          skip?: number;
          take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              DilutionText: string;
            }[];
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
  '/api/v1/chemicals/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/chemicals/nameExists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          name: string;
          excludeId?: number;
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
            'application/json': {
              Exists: boolean;
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
  '/api/v1/chemicals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              Description: string | null;
              MixRate: number | null;
              RateOfApplication: string | null;
              Target: string | null;
              TemperatureRangeLow: number | null;
              TemperatureRangeHigh: number | null;
              MethodId: number | null;
              Method: string | null;
              UnitId: number | null;
              Unit: string | null;
              CarrierId: number | null;
              Carrier: string | null;
              StatusId: number;
              Status: string;
              InactiveReasonId: number | null;
              Active: boolean;
              IncludedInBaseVisit: boolean;
              ChemicalUpCharge: number;
              DilutionText: string;
              Version: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Version: number;
            Name: string;
            EpaNumber?: string | null;
            Description?: string | null;
            MixRate?: number | null;
            RateOfApplication?: string | null;
            Target?: string | null;
            TemperatureRangeLow?: number | null;
            TemperatureRangeHigh?: number | null;
            MethodId?: number | null;
            UnitId?: number | null;
            CarrierId?: number | null;
            StatusId?: number;
            InactiveReasonId?: number | null;
            IncludedInBaseVisit?: boolean;
            ChemicalUpCharge?: number | null;
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              Description: string | null;
              MixRate: number | null;
              RateOfApplication: string | null;
              Target: string | null;
              TemperatureRangeLow: number | null;
              TemperatureRangeHigh: number | null;
              MethodId: number | null;
              Method: string | null;
              UnitId: number | null;
              Unit: string | null;
              CarrierId: number | null;
              Carrier: string | null;
              StatusId: number;
              Status: string;
              InactiveReasonId: number | null;
              Active: boolean;
              IncludedInBaseVisit: boolean;
              ChemicalUpCharge: number;
              DilutionText: string;
              Version: number;
            };
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
  '/api/v1/chemicals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name: string;
            EpaNumber?: string | null;
            Description?: string | null;
            MixRate?: number | null;
            RateOfApplication?: string | null;
            Target?: string | null;
            TemperatureRangeLow?: number | null;
            TemperatureRangeHigh?: number | null;
            MethodId?: number | null;
            UnitId?: number | null;
            CarrierId?: number | null;
            StatusId?: number;
            InactiveReasonId?: number | null;
            IncludedInBaseVisit?: boolean;
            ChemicalUpCharge?: number | null;
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              Description: string | null;
              MixRate: number | null;
              RateOfApplication: string | null;
              Target: string | null;
              TemperatureRangeLow: number | null;
              TemperatureRangeHigh: number | null;
              MethodId: number | null;
              Method: string | null;
              UnitId: number | null;
              Unit: string | null;
              CarrierId: number | null;
              Carrier: string | null;
              StatusId: number;
              Status: string;
              InactiveReasonId: number | null;
              Active: boolean;
              IncludedInBaseVisit: boolean;
              ChemicalUpCharge: number;
              DilutionText: string;
              Version: number;
            };
          };
        };
      };
    };
    delete: {
      parameters: {
        query: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chemicals/{id}/toggleActive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              EpaNumber: string | null;
              Description: string | null;
              MixRate: number | null;
              RateOfApplication: string | null;
              Target: string | null;
              TemperatureRangeLow: number | null;
              TemperatureRangeHigh: number | null;
              MethodId: number | null;
              Method: string | null;
              UnitId: number | null;
              Unit: string | null;
              CarrierId: number | null;
              Carrier: string | null;
              StatusId: number;
              Status: string;
              InactiveReasonId: number | null;
              Active: boolean;
              IncludedInBaseVisit: boolean;
              ChemicalUpCharge: number;
              DilutionText: string;
              Version: number;
            };
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
  '/api/v1/chemicals/{id}/pics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Url: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Url: string;
            }[];
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
  '/api/v1/chemicals/{id}/pics/{pictureId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          pictureId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/accountLocations/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            AccountId?: number;
            StatusIds?: number[];
            BranchIds?: number[];
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              StatusId: number;
              IsBillTo: boolean;
              PrimaryContactName: string | null;
              Phone: string | null;
              Version: number;
            }[];
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
  '/api/v1/accounts/accountLocations/notesStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/accounts/accountLocations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              SalesTerritoryId: number | null;
              SalesTerritoryName: string | null;
              StatusId: number;
              SalesRepId: number | null;
              SalesRepName: string | null;
              IsBillTo: boolean;
              ServiceIsAccount: boolean;
              CallAhead: boolean;
              Directions: string | null;
              Latitude: number | null;
              Longitude: number | null;
              MapUrl: string | null;
              LocationPhoneNumbers: {
                Phone: string;
                Extension: string | null;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              ContactLocations: {
                ContactId: number;
                IsPrimaryContact: boolean;
                FirstName: string;
                LastName: string;
                Email: string | null;
                Phone: string | null;
              }[];
              HasTaxRate: boolean;
              TaxRateWarning: string | null;
              Transfers: {
                Id: number;
                FromAccountId: number | null;
                FromAccountName: string;
                ToAccountId: number | null;
                ToAccountName: string;
                TransferredBy: string | null;
                TransferredOn: string;
              }[];
              Version: number;
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
  '/api/v1/accounts/accountLocations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Name?: string | null;
            Address: string;
            City: string;
            State: string;
            Zip: string;
            BranchId?: number;
            SalesTerritoryId?: number | null;
            StatusId?: number;
            SalesRepId?: number | null;
            IsBillTo?: boolean;
            ServiceIsAccount?: boolean;
            CallAhead?: boolean;
            Directions?: string | null;
            Latitude?: number | null;
            Longitude?: number | null;
            LocationPhoneNumbers?: {
              Phone?: string | null;
              Extension?: string | null;
              PhoneTypeId?: number;
              IsPreferred?: boolean;
            }[];
            ContactLocations?: {
              ContactId: number;
              IsPrimaryContact?: boolean;
            }[];
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              SalesTerritoryId: number | null;
              SalesTerritoryName: string | null;
              StatusId: number;
              SalesRepId: number | null;
              SalesRepName: string | null;
              IsBillTo: boolean;
              ServiceIsAccount: boolean;
              CallAhead: boolean;
              Directions: string | null;
              Latitude: number | null;
              Longitude: number | null;
              MapUrl: string | null;
              LocationPhoneNumbers: {
                Phone: string;
                Extension: string | null;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              ContactLocations: {
                ContactId: number;
                IsPrimaryContact: boolean;
                FirstName: string;
                LastName: string;
                Email: string | null;
                Phone: string | null;
              }[];
              HasTaxRate: boolean;
              TaxRateWarning: string | null;
              Transfers: {
                Id: number;
                FromAccountId: number | null;
                FromAccountName: string;
                ToAccountId: number | null;
                ToAccountName: string;
                TransferredBy: string | null;
                TransferredOn: string;
              }[];
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountId: number;
            Name?: string | null;
            Address: string;
            City: string;
            State: string;
            Zip: string;
            BranchId?: number;
            SalesTerritoryId?: number | null;
            StatusId?: number;
            SalesRepId?: number | null;
            IsBillTo?: boolean;
            ServiceIsAccount?: boolean;
            CallAhead?: boolean;
            Directions?: string | null;
            Latitude?: number | null;
            Longitude?: number | null;
            LocationPhoneNumbers?: {
              Phone?: string | null;
              Extension?: string | null;
              PhoneTypeId?: number;
              IsPreferred?: boolean;
            }[];
            ContactLocations?: {
              ContactId: number;
              IsPrimaryContact?: boolean;
            }[];
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              SalesTerritoryId: number | null;
              SalesTerritoryName: string | null;
              StatusId: number;
              SalesRepId: number | null;
              SalesRepName: string | null;
              IsBillTo: boolean;
              ServiceIsAccount: boolean;
              CallAhead: boolean;
              Directions: string | null;
              Latitude: number | null;
              Longitude: number | null;
              MapUrl: string | null;
              LocationPhoneNumbers: {
                Phone: string;
                Extension: string | null;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              ContactLocations: {
                ContactId: number;
                IsPrimaryContact: boolean;
                FirstName: string;
                LastName: string;
                Email: string | null;
                Phone: string | null;
              }[];
              HasTaxRate: boolean;
              TaxRateWarning: string | null;
              Transfers: {
                Id: number;
                FromAccountId: number | null;
                FromAccountName: string;
                ToAccountId: number | null;
                ToAccountName: string;
                TransferredBy: string | null;
                TransferredOn: string;
              }[];
              Version: number;
            };
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
  '/api/v1/accounts/accountLocations/{id}/contactInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            LocationPhoneNumbers: {
              Phone?: string | null;
              Extension?: string | null;
              PhoneTypeId?: number;
              IsPreferred?: boolean;
            }[];
            ContactLocations: {
              ContactId: number;
              IsPrimaryContact?: boolean;
            }[];
            CallAhead?: boolean;
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              SalesTerritoryId: number | null;
              SalesTerritoryName: string | null;
              StatusId: number;
              SalesRepId: number | null;
              SalesRepName: string | null;
              IsBillTo: boolean;
              ServiceIsAccount: boolean;
              CallAhead: boolean;
              Directions: string | null;
              Latitude: number | null;
              Longitude: number | null;
              MapUrl: string | null;
              LocationPhoneNumbers: {
                Phone: string;
                Extension: string | null;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              ContactLocations: {
                ContactId: number;
                IsPrimaryContact: boolean;
                FirstName: string;
                LastName: string;
                Email: string | null;
                Phone: string | null;
              }[];
              HasTaxRate: boolean;
              TaxRateWarning: string | null;
              Transfers: {
                Id: number;
                FromAccountId: number | null;
                FromAccountName: string;
                ToAccountId: number | null;
                ToAccountName: string;
                TransferredBy: string | null;
                TransferredOn: string;
              }[];
              Version: number;
            };
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
  '/api/v1/accounts/accountLocations/{id}/directions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
            Directions: string | null;
            Latitude?: number | null;
            Longitude?: number | null;
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              SalesTerritoryId: number | null;
              SalesTerritoryName: string | null;
              StatusId: number;
              SalesRepId: number | null;
              SalesRepName: string | null;
              IsBillTo: boolean;
              ServiceIsAccount: boolean;
              CallAhead: boolean;
              Directions: string | null;
              Latitude: number | null;
              Longitude: number | null;
              MapUrl: string | null;
              LocationPhoneNumbers: {
                Phone: string;
                Extension: string | null;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              ContactLocations: {
                ContactId: number;
                IsPrimaryContact: boolean;
                FirstName: string;
                LastName: string;
                Email: string | null;
                Phone: string | null;
              }[];
              HasTaxRate: boolean;
              TaxRateWarning: string | null;
              Transfers: {
                Id: number;
                FromAccountId: number | null;
                FromAccountName: string;
                ToAccountId: number | null;
                ToAccountName: string;
                TransferredBy: string | null;
                TransferredOn: string;
              }[];
              Version: number;
            };
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
  '/api/v1/accounts/accountLocations/{id}/transfer/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              BranchId: number;
              BranchName: string;
              StatusId: number;
            }[];
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
  '/api/v1/accounts/accountLocations/{id}/transfer/{target}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          target: number;
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
            'application/json': {
              Id: number;
              Name: string | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              BranchName: string;
              SalesTerritoryId: number | null;
              SalesTerritoryName: string | null;
              StatusId: number;
              SalesRepId: number | null;
              SalesRepName: string | null;
              IsBillTo: boolean;
              ServiceIsAccount: boolean;
              CallAhead: boolean;
              Directions: string | null;
              Latitude: number | null;
              Longitude: number | null;
              MapUrl: string | null;
              LocationPhoneNumbers: {
                Phone: string;
                Extension: string | null;
                PhoneTypeId: number;
                IsPreferred: boolean;
              }[];
              ContactLocations: {
                ContactId: number;
                IsPrimaryContact: boolean;
                FirstName: string;
                LastName: string;
                Email: string | null;
                Phone: string | null;
              }[];
              HasTaxRate: boolean;
              TaxRateWarning: string | null;
              Transfers: {
                Id: number;
                FromAccountId: number | null;
                FromAccountName: string;
                ToAccountId: number | null;
                ToAccountName: string;
                TransferredBy: string | null;
                TransferredOn: string;
              }[];
              Version: number;
            };
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
  '/api/v1/accounts/accountLocations/notes/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            LocationId: number;
            PrintOnWorkOrder?: boolean | null;
            DateFrom?: string | null;
            DateTo?: string | null;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Notes: string;
              TypeId: number | null;
              TypeName: string | null;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              DateCreated: string;
              CreatedBy: string | null;
              Version: number;
            }[];
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
  '/api/v1/accounts/accountLocations/{id}/notes/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Notes: string;
              TypeId: number | null;
              TypeName: string | null;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              DateCreated: string;
              CreatedBy: string | null;
              Version: number;
            }[];
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
  '/api/v1/accounts/accountLocations/{id}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          noteId: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Notes: string;
              TypeId: number | null;
              TypeName: string | null;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              DateCreated: string;
              CreatedBy: string | null;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          noteId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/accountLocations/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Notes: string;
            TypeId?: number | null;
            StatusId?: number;
            PrintOnWorkOrder?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Notes: string;
              TypeId: number | null;
              TypeName: string | null;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              DateCreated: string;
              CreatedBy: string | null;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Notes: string;
            TypeId?: number | null;
            StatusId?: number;
            PrintOnWorkOrder?: boolean;
            Version?: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Notes: string;
              TypeId: number | null;
              TypeName: string | null;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              DateCreated: string;
              CreatedBy: string | null;
              Version: number;
            };
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
  '/api/v1/accounts/accountLocations/neighbors/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            LocationId: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Address: string;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              Version: number;
            }[];
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
  '/api/v1/accounts/accountLocations/{id}/neighbors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Address: string;
            TypeId?: number;
            StatusId?: number;
            Version?: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Address: string;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Address: string;
            TypeId?: number;
            StatusId?: number;
            Version?: number;
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
            'application/json': {
              Id: number;
              LocationId: number;
              Address: string;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              Version: number;
            };
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
  '/api/v1/accounts/accountLocations/{id}/neighbors/{neighborId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          neighborId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/accounts/accountLocations/{id}/docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/accounts/accountLocations/{id}/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': number[];
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
  '/api/v1/accounts/accountLocations/{id}/docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/serviceItems/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            AccountLocationId: number;
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
            'application/json': {
              Id: number;
              AccountLocationId: number;
              TypeId: number | null;
              TypeName: string | null;
              OtherServiceItemTypeId: number | null;
              Name: string;
              ScientificName: string | null;
              ServiceGroups: number[];
              SizeId: number | null;
              SizeName: string | null;
              LocationId: number | null;
              LocationName: string | null;
              ConditionId: number | null;
              ConditionName: string | null;
              Latitude: number | null;
              Longitude: number | null;
              Coordinates: string | null;
              Notes: string | null;
              Version: number;
            }[];
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
  '/api/v1/serviceItems/legacy-contract-items/{accountLocationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountLocationId: number;
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
            'application/json': {
              Id: number;
              AccountLocationId: number;
              Name: string;
              ServiceItemType: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                IsLegacy: boolean;
                ServiceGroups: number[];
              } | null;
              AccountLocationOtherItemType: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number;
              } | null;
              ServiceItemSize: {
                Id: number;
                Name: string;
                SizeUnitsOfMeasure: {
                  Id: number;
                  Name: string;
                } | null;
              } | null;
              ServiceItemLocation: {
                Id: number;
                Name: string;
              } | null;
              ServiceItemCondition: {
                Id: number;
                Name: string;
              } | null;
              Latitude: number | null;
              Longitude: number | null;
              Coordinates: string | null;
              Notes: string | null;
              Version: number;
            }[];
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
  '/api/v1/serviceItems/scouting-report-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          AccountLocationId: number;
          ServiceGroupId?: number;
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
            'application/json': {
              Id: number;
              AccountLocationId: number;
              Name: string;
              ServiceItemType: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                IsLegacy: boolean;
                ServiceGroups: number[];
              } | null;
              AccountLocationOtherItemType: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number;
              } | null;
              ServiceItemSize: {
                Id: number;
                Name: string;
                SizeUnitsOfMeasure: {
                  Id: number;
                  Name: string;
                } | null;
              } | null;
              ServiceItemLocation: {
                Id: number;
                Name: string;
              } | null;
              ServiceItemCondition: {
                Id: number;
                Name: string;
              } | null;
              Latitude: number | null;
              Longitude: number | null;
              Coordinates: string | null;
              Notes: string | null;
              Version: number;
            }[];
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
  '/api/v1/serviceItems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountLocationId: number;
              TypeId: number | null;
              TypeName: string | null;
              OtherServiceItemTypeId: number | null;
              Name: string;
              ScientificName: string | null;
              ServiceGroups: number[];
              SizeId: number | null;
              SizeName: string | null;
              LocationId: number | null;
              LocationName: string | null;
              ConditionId: number | null;
              ConditionName: string | null;
              Latitude: number | null;
              Longitude: number | null;
              Coordinates: string | null;
              Notes: string | null;
              Version: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/serviceItems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            TypeId?: number | null;
            OtherServiceItemTypeId?: number | null;
            OtherServiceItemType?: {
              Name: string;
              ScientificName?: string | null;
            } | null;
            SizeId?: number | null;
            LocationId?: number | null;
            ConditionId?: number | null;
            Latitude?: number | null;
            Longitude?: number | null;
            Coordinates?: string | null;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              AccountLocationId: number;
              TypeId: number | null;
              TypeName: string | null;
              OtherServiceItemTypeId: number | null;
              Name: string;
              ScientificName: string | null;
              ServiceGroups: number[];
              SizeId: number | null;
              SizeName: string | null;
              LocationId: number | null;
              LocationName: string | null;
              ConditionId: number | null;
              ConditionName: string | null;
              Latitude: number | null;
              Longitude: number | null;
              Coordinates: string | null;
              Notes: string | null;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountLocationId: number;
            TypeId?: number | null;
            OtherServiceItemTypeId?: number | null;
            OtherServiceItemType?: {
              Name: string;
              ScientificName?: string | null;
            } | null;
            SizeId?: number | null;
            LocationId?: number | null;
            ConditionId?: number | null;
            Latitude?: number | null;
            Longitude?: number | null;
            Coordinates?: string | null;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              AccountLocationId: number;
              TypeId: number | null;
              TypeName: string | null;
              OtherServiceItemTypeId: number | null;
              Name: string;
              ScientificName: string | null;
              ServiceGroups: number[];
              SizeId: number | null;
              SizeName: string | null;
              LocationId: number | null;
              LocationName: string | null;
              ConditionId: number | null;
              ConditionName: string | null;
              Latitude: number | null;
              Longitude: number | null;
              Coordinates: string | null;
              Notes: string | null;
              Version: number;
            };
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
  '/api/v1/workOrders/dailyLogs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId?: number;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            DateFrom?: string | null;
            DateTo?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              EmployeeId: number;
              Name: string;
              ScheduleCrewId: number | null;
              ScheduleCrew: {
                Id: number;
                ScheduleId: number;
                ScheduleDateId: number;
                JobTitleId: number;
                IsForeman: boolean;
              } | null;
              Date: string;
              TimeIn: string;
              TimeOut: string;
              HoursWorked: number;
              DailyLogTypeId: number;
              DailyLogType: string;
              HourTypeId: number;
              HourType: string;
              Notes: string | null;
              PrevailingWageHours:
                | {
                    Id: number;
                    DailyLogId: number;
                    ScheduleId: number | null;
                    Hours: number;
                    PrevailingWageCategoryId: number | null;
                    PrevailingWageCategoryCode: string | null;
                    PrevailingWageCategoryName: string | null;
                    PrevailingWageJobTitleId: number | null;
                    JobTitle: string | null;
                  }[]
                | null;
              CreatedDate: string;
              Version: number;
            }[];
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
  '/api/v1/workOrders/dailyLogs/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            EmployeeId?: number | null;
            Date: string;
            TimeIn: string;
            TimeOut: string;
            HourTypeId?: number;
            DailyLogTypeId?: number;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              EmployeeId: number;
              Name: string;
              ScheduleCrewId: number | null;
              ScheduleCrew: {
                Id: number;
                ScheduleId: number;
                ScheduleDateId: number;
                JobTitleId: number;
                IsForeman: boolean;
              } | null;
              Date: string;
              TimeIn: string;
              TimeOut: string;
              HoursWorked: number;
              DailyLogTypeId: number;
              DailyLogType: string;
              HourTypeId: number;
              HourType: string;
              Notes: string | null;
              PrevailingWageHours:
                | {
                    Id: number;
                    DailyLogId: number;
                    ScheduleId: number | null;
                    Hours: number;
                    PrevailingWageCategoryId: number | null;
                    PrevailingWageCategoryCode: string | null;
                    PrevailingWageCategoryName: string | null;
                    PrevailingWageJobTitleId: number | null;
                    JobTitle: string | null;
                  }[]
                | null;
              CreatedDate: string;
              Version: number;
            };
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
  '/api/v1/workOrders/dailyLogs/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            EmployeeId?: number | null;
            Date: string;
            TimeIn: string;
            TimeOut: string;
            HourTypeId?: number;
            DailyLogTypeId?: number;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              EmployeeId: number;
              Name: string;
              ScheduleCrewId: number | null;
              ScheduleCrew: {
                Id: number;
                ScheduleId: number;
                ScheduleDateId: number;
                JobTitleId: number;
                IsForeman: boolean;
              } | null;
              Date: string;
              TimeIn: string;
              TimeOut: string;
              HoursWorked: number;
              DailyLogTypeId: number;
              DailyLogType: string;
              HourTypeId: number;
              HourType: string;
              Notes: string | null;
              PrevailingWageHours:
                | {
                    Id: number;
                    DailyLogId: number;
                    ScheduleId: number | null;
                    Hours: number;
                    PrevailingWageCategoryId: number | null;
                    PrevailingWageCategoryCode: string | null;
                    PrevailingWageCategoryName: string | null;
                    PrevailingWageJobTitleId: number | null;
                    JobTitle: string | null;
                  }[]
                | null;
              CreatedDate: string;
              Version: number;
            };
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
  '/api/v1/workOrders/dailyLogs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workOrders/dailyLogs/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/workOrders/dailyLogs/hour-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/dailyLogs/{id}/prevailing-wage-hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              DailyLogId: number;
              ScheduleId: number | null;
              Hours: number;
              PrevailingWageCategoryId: number | null;
              PrevailingWageCategoryCode: string | null;
              PrevailingWageCategoryName: string | null;
              PrevailingWageJobTitleId: number | null;
              JobTitle: string | null;
            }[];
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
  '/api/v1/workOrders/{id}/daily-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              EmployeeId: number;
              Name: string;
              ScheduleCrewId: number | null;
              ScheduleCrew: {
                Id: number;
                ScheduleId: number;
                ScheduleDateId: number;
                JobTitleId: number;
                IsForeman: boolean;
              } | null;
              Date: string;
              TimeIn: string;
              TimeOut: string;
              HoursWorked: number;
              DailyLogTypeId: number;
              DailyLogType: string;
              HourTypeId: number;
              HourType: string;
              Notes: string | null;
              PrevailingWageHours:
                | {
                    Id: number;
                    DailyLogId: number;
                    ScheduleId: number | null;
                    Hours: number;
                    PrevailingWageCategoryId: number | null;
                    PrevailingWageCategoryCode: string | null;
                    PrevailingWageCategoryName: string | null;
                    PrevailingWageJobTitleId: number | null;
                    JobTitle: string | null;
                  }[]
                | null;
              CreatedDate: string;
              Version: number;
            }[];
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
  '/api/v1/workOrders/{id}/latest-default-start-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          WorkOrderId?: number;
          ScheduleDate?: string;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              TimeIn: string;
              TimeOut: string;
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
  '/api/v1/workOrders/{id}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          ImageTypeId?: number;
          KeyId?: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ImageTypeId: number;
              ImageType: string;
              KeyId: number | null;
              Caption: string | null;
              FileName: string;
              ContentType: string;
              Size: number;
              Url: string;
              ThumbnailUrl: string;
              CreatedBy: string | null;
              CreatedDate: string;
              Version: number;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Images: {
                Id: number;
                WorkOrderId: number;
                ImageTypeId: number;
                ImageType: string;
                KeyId: number | null;
                Caption: string | null;
                FileName: string;
                ContentType: string;
                Size: number;
                Url: string;
                ThumbnailUrl: string;
                CreatedBy: string | null;
                CreatedDate: string;
                Version: number;
              }[];
              Warnings: string[];
            };
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
  '/api/v1/workOrders/{id}/images/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            ImageTypeId: number;
            KeyId?: number | null;
            Caption?: string | null;
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
            'application/json': {
              Image: {
                Id: number;
                WorkOrderId: number;
                ImageTypeId: number;
                ImageType: string;
                KeyId: number | null;
                Caption: string | null;
                FileName: string;
                ContentType: string;
                Size: number;
                Url: string;
                ThumbnailUrl: string;
                CreatedBy: string | null;
                CreatedDate: string;
                Version: number;
              };
              Warnings: string[];
            };
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
  '/api/v1/workOrders/{id}/images/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query: {
          ImageId: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workOrders/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?:
              | 'WorkOrderId'
              | 'SubTypeId'
              | 'ServiceGroupId'
              | 'StatusId'
              | 'Description'
              | 'EstimatedHours'
              | 'ArboristName'
              | 'ForemanName'
              | 'ScheduleDate'
              | 'CustomerName'
              | 'Address';
            Descending?: boolean;
            SubTypeIds?: number[];
            StatusIds?: number[];
            FromScheduledDate?: string | null;
            ToScheduledDate?: string | null;
            ForemanIds?: number[];
            ArboristIds?: number[];
            BranchIds?: number[];
            ServiceGroupIds?: number[];
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
            'application/json': {
              Id: number;
              SubTypeId: number;
              SubType: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              StatusId: number;
              WorkOrderStatus: string;
              Description: string | null;
              EstimatedHours: number;
              ArboristId: number | null;
              ArboristName: string | null;
              ForemanId: number | null;
              ForemanName: string | null;
              ScheduleDate: string | null;
              StartTime: string | null;
              EndTime: string | null;
              AccountId: number;
              CustomerName: string;
              AccountLocationId: number | null;
              Address: string | null;
              BranchId: number;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/workOrders/workOrderStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/workOrderSubTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              SubTypeId: number;
              SubType: string;
              StatusId: number;
              WorkOrderStatus: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number | null;
              Location: {
                Address: string;
                City: string;
                State: string;
                Zip: string;
                Latitude: number | null;
                Longitude: number | null;
              } | null;
              Address: string | null;
              BranchId: number;
              Branch: {
                Id: number;
                Name: string;
                ManagerId: number | null;
                ManagerName: string | null;
                ManagerEmail: string | null;
              };
              SalesRepId: number | null;
              SalesRepName: string | null;
              Description: string | null;
              Signature: string | null;
              SignedDate: string | null;
              SentScoutingReport: boolean;
              ScoutingReportNotes: string | null;
              OriginalWoId: number | null;
              QualifiesForPrevailingWage: boolean;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              EstimatedCrew: number | null;
              EstimatedHours: number;
              EstimatedValue: number | null;
              PriorityId: number;
              DateCompleted: string | null;
              Archived: boolean;
              ScheduleWorkOrders: {
                Id: number;
                ScheduleId: number;
                ScheduleStatusId: number;
                RouteOrderId: number;
                EstimatedHours: number;
                ActualHours: number;
                ScheduleDates: {
                  Id: number;
                  ScheduleDate: string;
                  StartTime: string;
                  EndTime: string;
                  ForemanId: number | null;
                  ForemanName: string | null;
                }[];
              }[];
              HasSchedules: boolean;
              ScoutingReportRequired: boolean;
              Version: number;
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
  '/api/v1/workOrders/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Description?: string | null;
            SalesRepId?: number | null;
            SalesTerritoryId?: number | null;
            EstimatedCrew?: number | null;
            EstimatedHours?: number;
            EstimatedValue?: number;
            QualifiesForPrevailingWage?: boolean;
            Signature?: string | null;
            ScoutingReportNotes?: string | null;
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
            'application/json': {
              Id: number;
              SubTypeId: number;
              SubType: string;
              StatusId: number;
              WorkOrderStatus: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number | null;
              Location: {
                Address: string;
                City: string;
                State: string;
                Zip: string;
                Latitude: number | null;
                Longitude: number | null;
              } | null;
              Address: string | null;
              BranchId: number;
              Branch: {
                Id: number;
                Name: string;
                ManagerId: number | null;
                ManagerName: string | null;
                ManagerEmail: string | null;
              };
              SalesRepId: number | null;
              SalesRepName: string | null;
              Description: string | null;
              Signature: string | null;
              SignedDate: string | null;
              SentScoutingReport: boolean;
              ScoutingReportNotes: string | null;
              OriginalWoId: number | null;
              QualifiesForPrevailingWage: boolean;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              EstimatedCrew: number | null;
              EstimatedHours: number;
              EstimatedValue: number | null;
              PriorityId: number;
              DateCompleted: string | null;
              Archived: boolean;
              ScheduleWorkOrders: {
                Id: number;
                ScheduleId: number;
                ScheduleStatusId: number;
                RouteOrderId: number;
                EstimatedHours: number;
                ActualHours: number;
                ScheduleDates: {
                  Id: number;
                  ScheduleDate: string;
                  StartTime: string;
                  EndTime: string;
                  ForemanId: number | null;
                  ForemanName: string | null;
                }[];
              }[];
              HasSchedules: boolean;
              ScoutingReportRequired: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/{id}/toggleActive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              SubTypeId: number;
              SubType: string;
              StatusId: number;
              WorkOrderStatus: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number | null;
              Location: {
                Address: string;
                City: string;
                State: string;
                Zip: string;
                Latitude: number | null;
                Longitude: number | null;
              } | null;
              Address: string | null;
              BranchId: number;
              Branch: {
                Id: number;
                Name: string;
                ManagerId: number | null;
                ManagerName: string | null;
                ManagerEmail: string | null;
              };
              SalesRepId: number | null;
              SalesRepName: string | null;
              Description: string | null;
              Signature: string | null;
              SignedDate: string | null;
              SentScoutingReport: boolean;
              ScoutingReportNotes: string | null;
              OriginalWoId: number | null;
              QualifiesForPrevailingWage: boolean;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              EstimatedCrew: number | null;
              EstimatedHours: number;
              EstimatedValue: number | null;
              PriorityId: number;
              DateCompleted: string | null;
              Archived: boolean;
              ScheduleWorkOrders: {
                Id: number;
                ScheduleId: number;
                ScheduleStatusId: number;
                RouteOrderId: number;
                EstimatedHours: number;
                ActualHours: number;
                ScheduleDates: {
                  Id: number;
                  ScheduleDate: string;
                  StartTime: string;
                  EndTime: string;
                  ForemanId: number | null;
                  ForemanName: string | null;
                }[];
              }[];
              HasSchedules: boolean;
              ScoutingReportRequired: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/updateStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            StatusId: number;
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
            'application/json': {
              Id: number;
              SubTypeId: number;
              SubType: string;
              StatusId: number;
              WorkOrderStatus: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number | null;
              Location: {
                Address: string;
                City: string;
                State: string;
                Zip: string;
                Latitude: number | null;
                Longitude: number | null;
              } | null;
              Address: string | null;
              BranchId: number;
              Branch: {
                Id: number;
                Name: string;
                ManagerId: number | null;
                ManagerName: string | null;
                ManagerEmail: string | null;
              };
              SalesRepId: number | null;
              SalesRepName: string | null;
              Description: string | null;
              Signature: string | null;
              SignedDate: string | null;
              SentScoutingReport: boolean;
              ScoutingReportNotes: string | null;
              OriginalWoId: number | null;
              QualifiesForPrevailingWage: boolean;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              EstimatedCrew: number | null;
              EstimatedHours: number;
              EstimatedValue: number | null;
              PriorityId: number;
              DateCompleted: string | null;
              Archived: boolean;
              ScheduleWorkOrders: {
                Id: number;
                ScheduleId: number;
                ScheduleStatusId: number;
                RouteOrderId: number;
                EstimatedHours: number;
                ActualHours: number;
                ScheduleDates: {
                  Id: number;
                  ScheduleDate: string;
                  StartTime: string;
                  EndTime: string;
                  ForemanId: number | null;
                  ForemanName: string | null;
                }[];
              }[];
              HasSchedules: boolean;
              ScoutingReportRequired: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/send-cancellation-email/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrder: {
                Id: number;
                SubTypeId: number;
                SubType: string;
                StatusId: number;
                WorkOrderStatus: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                AccountId: number;
                AccountName: string;
                AccountLocationId: number | null;
                Location: {
                  Address: string;
                  City: string;
                  State: string;
                  Zip: string;
                  Latitude: number | null;
                  Longitude: number | null;
                } | null;
                Address: string | null;
                BranchId: number;
                Branch: {
                  Id: number;
                  Name: string;
                  ManagerId: number | null;
                  ManagerName: string | null;
                  ManagerEmail: string | null;
                };
                SalesRepId: number | null;
                SalesRepName: string | null;
                Description: string | null;
                Signature: string | null;
                SignedDate: string | null;
                SentScoutingReport: boolean;
                ScoutingReportNotes: string | null;
                OriginalWoId: number | null;
                QualifiesForPrevailingWage: boolean;
                SalesTerritoryId: number | null;
                SalesTerritory: string | null;
                EstimatedCrew: number | null;
                EstimatedHours: number;
                EstimatedValue: number | null;
                PriorityId: number;
                DateCompleted: string | null;
                Archived: boolean;
                ScheduleWorkOrders: {
                  Id: number;
                  ScheduleId: number;
                  ScheduleStatusId: number;
                  RouteOrderId: number;
                  EstimatedHours: number;
                  ActualHours: number;
                  ScheduleDates: {
                    Id: number;
                    ScheduleDate: string;
                    StartTime: string;
                    EndTime: string;
                    ForemanId: number | null;
                    ForemanName: string | null;
                  }[];
                }[];
                HasSchedules: boolean;
                ScoutingReportRequired: boolean;
                Version: number;
              };
              Warning: string | null;
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
  '/api/v1/workOrders/{id}/confirmReadyToComplete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Ready: boolean;
              Messages: string[];
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
  '/api/v1/workOrders/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrder: {
                Id: number;
                SubTypeId: number;
                SubType: string;
                StatusId: number;
                WorkOrderStatus: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                AccountId: number;
                AccountName: string;
                AccountLocationId: number | null;
                Location: {
                  Address: string;
                  City: string;
                  State: string;
                  Zip: string;
                  Latitude: number | null;
                  Longitude: number | null;
                } | null;
                Address: string | null;
                BranchId: number;
                Branch: {
                  Id: number;
                  Name: string;
                  ManagerId: number | null;
                  ManagerName: string | null;
                  ManagerEmail: string | null;
                };
                SalesRepId: number | null;
                SalesRepName: string | null;
                Description: string | null;
                Signature: string | null;
                SignedDate: string | null;
                SentScoutingReport: boolean;
                ScoutingReportNotes: string | null;
                OriginalWoId: number | null;
                QualifiesForPrevailingWage: boolean;
                SalesTerritoryId: number | null;
                SalesTerritory: string | null;
                EstimatedCrew: number | null;
                EstimatedHours: number;
                EstimatedValue: number | null;
                PriorityId: number;
                DateCompleted: string | null;
                Archived: boolean;
                ScheduleWorkOrders: {
                  Id: number;
                  ScheduleId: number;
                  ScheduleStatusId: number;
                  RouteOrderId: number;
                  EstimatedHours: number;
                  ActualHours: number;
                  ScheduleDates: {
                    Id: number;
                    ScheduleDate: string;
                    StartTime: string;
                    EndTime: string;
                    ForemanId: number | null;
                    ForemanName: string | null;
                  }[];
                }[];
                HasSchedules: boolean;
                ScoutingReportRequired: boolean;
                Version: number;
              };
              ScoutingReportServiceCompleted: boolean;
              ReportOptionIds: number[];
            };
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
  '/api/v1/workOrders/{id}/createCorrectionWorkOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              OriginalWoId: number;
              ServiceIds: number[];
            };
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
  '/api/v1/workOrders/{id}/correctionWorkOrder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              Original: {
                Id: number;
                SubTypeId: number;
                StatusId: number;
                WorkOrderStatus: string;
                Description: string | null;
                CreatedAt: string;
              } | null;
              Corrections: {
                Id: number;
                SubTypeId: number;
                StatusId: number;
                WorkOrderStatus: string;
                Description: string | null;
                CreatedAt: string;
              }[];
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
  '/api/v1/workOrders/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchIds?: number[];
            ArboristIds?: number[];
            ForemanIds?: number[];
            ServiceGroupIds?: number[];
            CompletionStatusIds?: number[];
            CompletionDateFrom?: string | null;
            CompletionDateTo?: string | null;
            ScheduleDateFrom?: string | null;
            ScheduleDateTo?: string | null;
            WorkOrderId?: number | null;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              WorkOrderId: number;
              SubType: string;
              BranchId: number;
              Branch: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              StatusId: number;
              WorkOrderStatus: string;
              CompletionStatusId: number;
              CompletionStatus: string;
              ArboristId: number | null;
              ArboristName: string | null;
              ForemanName: string | null;
              ScheduleDate: string | null;
              DateCompleted: string | null;
              CustomerName: string;
              Address: string | null;
              ServicesCompleted: number;
              ServicesTotal: number;
              EstimatedHours: number;
              ActualHours: number;
              EstimatedValue: number | null;
            }[];
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
  '/api/v1/workOrders/report/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchIds?: number[];
            ArboristIds?: number[];
            ForemanIds?: number[];
            ServiceGroupIds?: number[];
            CompletionStatusIds?: number[];
            CompletionDateFrom?: string | null;
            CompletionDateTo?: string | null;
            ScheduleDateFrom?: string | null;
            ScheduleDateTo?: string | null;
            WorkOrderId?: number | null;
            Skip?: number;
            Take?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workOrders/completion-statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/services/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            WorkOrderId: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              Service: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                ServiceTypeId: number;
                ServicePricingGroupId: number | null;
                PricingUnitOfMeasureRate: number | null;
                PricingUnitOfMeasure: string | null;
                ServiceUnitOfMeasure: string | null;
                ApplicationDescription: string | null;
                ReportOptionId: number | null;
                ServiceMonthStart: number | null;
                ServiceDayStart: number | null;
                ServiceMonthEnd: number | null;
                ServiceDayEnd: number | null;
              };
              ServiceVisitId: number | null;
              ServiceVisit: {
                Id: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
              } | null;
              WorkOrderServiceItems: {
                Id: number;
                ServiceItemId: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
                ServiceUnits: number;
                PricingUnits: number;
              }[];
              Description: string | null;
              DescriptionText: string;
              DescriptionParts: {
                Text: string;
                Italic: boolean;
              }[];
              TotalCost: number | null;
              EquipmentSubtotal: number | null;
              PricingUnits: number;
              Completed: boolean;
              DateCompleted: string | null;
              NeedsCorrection: boolean;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/workOrders/services/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            ServiceId?: number | null;
            TotalCost?: number | null;
            WorkOrderServiceItems?: {
              ServiceItemId?: number | null;
              ServiceUnits?: number | null;
              PricingUnits?: number | null;
            }[];
            AccountLocationId?: number | null;
            ServiceGroupId?: number | null;
            Description?: string | null;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              Service: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                ServiceTypeId: number;
                ServicePricingGroupId: number | null;
                PricingUnitOfMeasureRate: number | null;
                PricingUnitOfMeasure: string | null;
                ServiceUnitOfMeasure: string | null;
                ApplicationDescription: string | null;
                ReportOptionId: number | null;
                ServiceMonthStart: number | null;
                ServiceDayStart: number | null;
                ServiceMonthEnd: number | null;
                ServiceDayEnd: number | null;
              };
              ServiceVisitId: number | null;
              ServiceVisit: {
                Id: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
              } | null;
              WorkOrderServiceItems: {
                Id: number;
                ServiceItemId: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
                ServiceUnits: number;
                PricingUnits: number;
              }[];
              Description: string | null;
              DescriptionText: string;
              DescriptionParts: {
                Text: string;
                Italic: boolean;
              }[];
              TotalCost: number | null;
              EquipmentSubtotal: number | null;
              PricingUnits: number;
              Completed: boolean;
              DateCompleted: string | null;
              NeedsCorrection: boolean;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/services/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            TotalCost?: number | null;
            Description?: string | null;
            Notes?: string | null;
            Completed?: boolean;
            NeedsCorrection?: boolean;
            WorkOrderServiceItems?: {
              ServiceItemId?: number | null;
              ServiceUnits?: number | null;
              PricingUnits?: number | null;
            }[];
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              Service: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                ServiceTypeId: number;
                ServicePricingGroupId: number | null;
                PricingUnitOfMeasureRate: number | null;
                PricingUnitOfMeasure: string | null;
                ServiceUnitOfMeasure: string | null;
                ApplicationDescription: string | null;
                ReportOptionId: number | null;
                ServiceMonthStart: number | null;
                ServiceDayStart: number | null;
                ServiceMonthEnd: number | null;
                ServiceDayEnd: number | null;
              };
              ServiceVisitId: number | null;
              ServiceVisit: {
                Id: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
              } | null;
              WorkOrderServiceItems: {
                Id: number;
                ServiceItemId: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
                ServiceUnits: number;
                PricingUnits: number;
              }[];
              Description: string | null;
              DescriptionText: string;
              DescriptionParts: {
                Text: string;
                Italic: boolean;
              }[];
              TotalCost: number | null;
              EquipmentSubtotal: number | null;
              PricingUnits: number;
              Completed: boolean;
              DateCompleted: string | null;
              NeedsCorrection: boolean;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/services/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              Service: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                ServiceTypeId: number;
                ServicePricingGroupId: number | null;
                PricingUnitOfMeasureRate: number | null;
                PricingUnitOfMeasure: string | null;
                ServiceUnitOfMeasure: string | null;
                ApplicationDescription: string | null;
                ReportOptionId: number | null;
                ServiceMonthStart: number | null;
                ServiceDayStart: number | null;
                ServiceMonthEnd: number | null;
                ServiceDayEnd: number | null;
              };
              ServiceVisitId: number | null;
              ServiceVisit: {
                Id: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
              } | null;
              WorkOrderServiceItems: {
                Id: number;
                ServiceItemId: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
                ServiceUnits: number;
                PricingUnits: number;
              }[];
              Description: string | null;
              DescriptionText: string;
              DescriptionParts: {
                Text: string;
                Italic: boolean;
              }[];
              TotalCost: number | null;
              EquipmentSubtotal: number | null;
              PricingUnits: number;
              Completed: boolean;
              DateCompleted: string | null;
              NeedsCorrection: boolean;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/services/{id}/workOrderServiceItem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ServiceItemId?: number | null;
            ServiceUnits?: number | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceId: number;
              ServiceName: string;
              Service: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ServiceGroup: string;
                ServiceTypeId: number;
                ServicePricingGroupId: number | null;
                PricingUnitOfMeasureRate: number | null;
                PricingUnitOfMeasure: string | null;
                ServiceUnitOfMeasure: string | null;
                ApplicationDescription: string | null;
                ReportOptionId: number | null;
                ServiceMonthStart: number | null;
                ServiceDayStart: number | null;
                ServiceMonthEnd: number | null;
                ServiceDayEnd: number | null;
              };
              ServiceVisitId: number | null;
              ServiceVisit: {
                Id: number;
                Title: string | null;
                ServiceCode: string | null;
                ServiceMonthStart: number;
                ServiceDayStart: number;
                ServiceMonthEnd: number;
                ServiceDayEnd: number;
              } | null;
              WorkOrderServiceItems: {
                Id: number;
                ServiceItemId: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
                ServiceUnits: number;
                PricingUnits: number;
              }[];
              Description: string | null;
              DescriptionText: string;
              DescriptionParts: {
                Text: string;
                Italic: boolean;
              }[];
              TotalCost: number | null;
              EquipmentSubtotal: number | null;
              PricingUnits: number;
              Completed: boolean;
              DateCompleted: string | null;
              NeedsCorrection: boolean;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/{id}/pricing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              EstimatedValue: number;
              Services: {
                Id: number;
                Name: string;
                TotalCost: number;
                EquipmentSubtotal: number;
              }[];
              TotalCost: number;
              EquipmentSubtotal: number;
              Total: number;
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
  '/api/v1/workOrders/workOrderServiceReport/{id}/emailServiceReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message: string;
              To: string;
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
  '/api/v1/workOrders/workOrderScoutingInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            ServiceItemId?: number | null;
            Insects?: number[];
            Diseases?: number[];
            EcologicalProblems?: number[];
            WeedTypes?: number[];
            OtherInsects?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            OtherDiseases?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            OtherEcologicalProblems?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            OtherWeedTypes?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceItemId: number;
              ServiceItem: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
              };
              Insects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              Diseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              EcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              WeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              OtherInsects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherDiseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherEcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherWeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              Notes: string | null;
              Archived: boolean;
              CreatedAt: string;
              Version: number;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            ServiceItemId?: number | null;
            Insects?: number[];
            Diseases?: number[];
            EcologicalProblems?: number[];
            WeedTypes?: number[];
            OtherInsects?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            OtherDiseases?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            OtherEcologicalProblems?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            OtherWeedTypes?: {
              Name?: string | null;
              ScientificName?: string | null;
            }[];
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceItemId: number;
              ServiceItem: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
              };
              Insects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              Diseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              EcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              WeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              OtherInsects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherDiseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherEcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherWeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              Notes: string | null;
              Archived: boolean;
              CreatedAt: string;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderScoutingInfo/serviceItem/{serviceItemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          serviceItemId: number;
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
            'application/json': {
              ServiceItem: {
                Id: number;
                AccountLocationId: number;
                Name: string;
                ServiceItemType: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  IsLegacy: boolean;
                  ServiceGroups: number[];
                } | null;
                AccountLocationOtherItemType: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  AccountLocationId: number;
                } | null;
                ServiceItemSize: {
                  Id: number;
                  Name: string;
                  SizeUnitsOfMeasure: {
                    Id: number;
                    Name: string;
                  } | null;
                } | null;
                ServiceItemLocation: {
                  Id: number;
                  Name: string;
                } | null;
                ServiceItemCondition: {
                  Id: number;
                  Name: string;
                } | null;
                Latitude: number | null;
                Longitude: number | null;
                Coordinates: string | null;
                Notes: string | null;
                Version: number;
              };
              Insects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              Diseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              EcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              WeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
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
  '/api/v1/workOrders/workOrderScoutingInfo/{workOrderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          IncludeArchived?: boolean;
        };
        header?: never;
        path: {
          workOrderId: number;
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
            'application/json': {
              WorkOrderId: number;
              ServiceGroupId: number;
              AccountLocationId: number | null;
              SentScoutingReport: boolean;
              ScoutingReportNotes: string | null;
              WeedTypesAllowed: boolean;
              Entries: {
                Id: number;
                WorkOrderId: number;
                ServiceItemId: number;
                ServiceItem: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  SizeName: string | null;
                  LocationName: string | null;
                };
                Insects: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                }[];
                Diseases: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                }[];
                EcologicalProblems: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                }[];
                WeedTypes: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                }[];
                OtherInsects: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  AccountLocationId: number | null;
                }[];
                OtherDiseases: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  AccountLocationId: number | null;
                }[];
                OtherEcologicalProblems: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  AccountLocationId: number | null;
                }[];
                OtherWeedTypes: {
                  Id: number;
                  Name: string;
                  ScientificName: string | null;
                  AccountLocationId: number | null;
                }[];
                Notes: string | null;
                Archived: boolean;
                CreatedAt: string;
                Version: number;
              }[];
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
  '/api/v1/workOrders/workOrderScoutingInfo/{workOrderId}/emailScoutingReport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          ShortVersion?: boolean;
          Resend?: boolean;
        };
        header?: never;
        path: {
          workOrderId: number;
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
            'application/json': {
              Message: string;
              To: string;
              WasAlreadySent: boolean;
              SentScoutingReport: boolean;
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
  '/api/v1/workOrders/workOrderScoutingInfo/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              ServiceItemId: number;
              ServiceItem: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                SizeName: string | null;
                LocationName: string | null;
              };
              Insects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              Diseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              EcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              WeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
              }[];
              OtherInsects: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherDiseases: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherEcologicalProblems: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              OtherWeedTypes: {
                Id: number;
                Name: string;
                ScientificName: string | null;
                AccountLocationId: number | null;
              }[];
              Notes: string | null;
              Archived: boolean;
              CreatedAt: string;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderScoutingInfo/{workOrderId}/updateNotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          workOrderId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ScoutingReportNotes?: string | null;
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
            'application/json': {
              WorkOrderId: number;
              ScoutingReportNotes: string | null;
            };
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
  '/api/v1/routes/optimize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ScheduleDate?: string | null;
            WorkOrderIds: number[];
            StartCoordinates?: {
              Latitude: number;
              Longitude: number;
            } | null;
            EndCoordinates?: {
              Latitude: number;
              Longitude: number;
            } | null;
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
            'application/json': number[];
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
  '/api/v1/schedules/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchIds?: number[];
            ForemanIds?: number[];
            ServiceGroupIds?: number[];
            SalesTerritoryIds?: number[];
            ScheduleStatuses?: number[];
            ScheduleOrWorkOrderId?: number | null;
            CustomerZipCodes?: string[];
            FromScheduledDate?: string | null;
            ToScheduledDate?: string | null;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              Id: number;
              StatusId: number;
              ScheduleStatus: string;
              BranchId: number;
              BranchName: string;
              Foremen: {
                Id: number;
                Name: string;
              }[];
              FirstDate: string | null;
              LastDate: string | null;
              DayCount: number;
              WorkOrderIds: number[];
              TotalValue: number;
              TotalHours: number;
            }[];
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
  '/api/v1/schedules/scheduled-foremen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/schedules/default-schedule-hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              StartTime: string;
              EndTime: string;
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
  '/api/v1/schedules/latest-schedule-date/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ScheduleDate: string | null;
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
  '/api/v1/schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              StatusId: number;
              ScheduleStatus: string;
              BranchId: number;
              BranchName: string;
              Notes: string | null;
              Active: boolean;
              TotalValue: number;
              TotalHours: number;
              Version: number;
              ScheduleDates: {
                Id: number;
                ScheduleDate_: string;
                StartTime: string;
                EndTime: string;
                Active: boolean;
                ScheduleCrews: {
                  Id: number;
                  Employee: {
                    Id: number;
                    Name: string;
                  };
                  JobTitle: {
                    Id: number;
                    Name: string;
                  };
                  IsForeman: boolean;
                  Active: boolean;
                }[];
                ScheduleEquipments: {
                  Id: number;
                  Equipment: {
                    Id: number;
                    Name: string;
                    UnitPrice: number;
                  };
                  EquipmentResource: {
                    Id: number;
                    AssetNumber: string;
                  };
                  DailyRate: number;
                  Active: boolean;
                }[];
              }[];
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
  '/api/v1/schedules/{id}/work-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              RouteOrderId: number;
              EstimatedHours: number;
              ActualHours: number;
              ActualEquipmentCost: number;
              EstimatedValue: number;
              EstimatedCrew: number | null;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              ServiceGroupId: number;
              QualifiesForPrevailingWage: boolean;
              TotalPrevailingWageHours: number;
              BranchId: number;
              StatusId: number;
              WorkOrderStatus: string;
              Description: string | null;
              CustomerName: string;
              Address: string | null;
              workOrderMaterialCosts?: {
                Id: number;
                WorkOrderMaterialId: number;
                WorkOrderId: number;
                MaterialTypeId: number;
                MaterialId: number;
                MaterialName: string;
                Unit: string | null;
                Units: number;
                UnitPrice?: number;
                TotalCost?: number;
                ActualCost?: number | null;
                WorkOrderServiceId: number | null;
                ServiceName: string | null;
                ServiceItemId: number | null;
                ServiceItem: string | null;
                Notes: string | null;
                DateReported: string;
                ReportedBy: string | null;
                Completed: boolean;
                DateCompleted: string | null;
                Archived: boolean;
                Version: number;
              }[];
              workOrderMaterialServices?: {
                WorkOrderServiceId: number;
                ServiceName: string;
                ServiceItems: {
                  Id: number;
                  Name: string;
                }[];
              }[];
            }[];
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
  '/api/v1/schedules/search-daily': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ForemanIds?: number[];
            ScheduledDate: string;
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
            'application/json': {
              ScheduleId: number;
              ScheduleDateId: number;
              ScheduleDate_: string;
              StartTime: string;
              EndTime: string;
              StatusId: number;
              ScheduleStatus: string;
              BranchId: number;
              BranchName: string;
              Version: number;
              ScheduleCrews: {
                Id: number;
                Employee: {
                  Id: number;
                  Name: string;
                };
                JobTitle: {
                  Id: number;
                  Name: string;
                };
                IsForeman: boolean;
                Active: boolean;
              }[];
              ScheduleEquipments: {
                Id: number;
                Equipment: {
                  Id: number;
                  Name: string;
                  UnitPrice: number;
                };
                EquipmentResource: {
                  Id: number;
                  AssetNumber: string;
                };
                DailyRate: number;
                Active: boolean;
              }[];
              WorkOrders: {
                WorkOrderId: number;
                RouteOrderId: number;
                StatusId: number;
                WorkOrderStatus: string;
                CustomerName: string;
                Address: string | null;
                Latitude: number | null;
                Longitude: number | null;
                EstimatedHours: number;
                ClockedOutDate: string | null;
                ClockedOutAt: string | null;
              }[];
              MayClockOut: boolean;
              LatestScheduleDate: string;
            }[];
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
  '/api/v1/schedules/update-times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ScheduleDateId: number;
            ScheduledDate?: string | null;
            StartTime?: string | null;
            EndTime?: string | null;
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
            'application/json': {
              ScheduleDateId: number;
              StartTime: string;
              EndTime: string;
            };
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
  '/api/v1/schedules/{id}/work-orders/route-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            RouteOrderId: number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              WorkOrderId: number;
              RouteOrderId: number;
              EstimatedHours: number;
              ActualHours: number;
              ActualEquipmentCost: number;
              EstimatedValue: number;
              EstimatedCrew: number | null;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              ServiceGroupId: number;
              QualifiesForPrevailingWage: boolean;
              TotalPrevailingWageHours: number;
              BranchId: number;
              StatusId: number;
              WorkOrderStatus: string;
              Description: string | null;
              CustomerName: string;
              Address: string | null;
              workOrderMaterialCosts?: {
                Id: number;
                WorkOrderMaterialId: number;
                WorkOrderId: number;
                MaterialTypeId: number;
                MaterialId: number;
                MaterialName: string;
                Unit: string | null;
                Units: number;
                UnitPrice?: number;
                TotalCost?: number;
                ActualCost?: number | null;
                WorkOrderServiceId: number | null;
                ServiceName: string | null;
                ServiceItemId: number | null;
                ServiceItem: string | null;
                Notes: string | null;
                DateReported: string;
                ReportedBy: string | null;
                Completed: boolean;
                DateCompleted: string | null;
                Archived: boolean;
                Version: number;
              }[];
              workOrderMaterialServices?: {
                WorkOrderServiceId: number;
                ServiceName: string;
                ServiceItems: {
                  Id: number;
                  Name: string;
                }[];
              }[];
            }[];
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
  '/api/v1/schedules/work-orders/clock-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ScheduleDateId: number;
            WorkOrderIds: number[];
            ClockedOutAt?: string | null;
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
            'application/json': {
              WorkOrderId: number;
              ClockedOutDate: string | null;
              ClockedOutAt: string | null;
            }[];
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
  '/api/v1/schedules/work-orders/are-schedules-ended-or-canceled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          scheduleDateId: number;
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
            'application/json': {
              EndedOrCanceled: boolean;
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
  '/api/v1/schedules/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
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
            'application/json': {
              StatusId: number;
              ScheduleStatus: string;
              Version: number;
              Warnings: string[];
            };
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
  '/api/v1/schedules/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
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
            'application/json': {
              StatusId: number;
              ScheduleStatus: string;
              Version: number;
              Warnings: string[];
            };
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
  '/api/v1/schedules/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
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
            'application/json': {
              StatusId: number;
              ScheduleStatus: string;
              Version: number;
              Warnings: string[];
            };
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
  '/api/v1/schedules/{id}/unconfirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Version: number;
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
            'application/json': {
              StatusId: number;
              ScheduleStatus: string;
              Version: number;
              Warnings: string[];
            };
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
  '/api/v1/schedules/{id}/update-notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Notes: string | null;
            Version: number;
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
            'application/json': {
              Notes: string | null;
              Version: number;
            };
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
  '/api/v1/schedules/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ScheduleId: number;
              Note: string;
              CreatedById: number;
              CreatedBy: string;
              DateCreated: string;
            }[];
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
  '/api/v1/schedules/{id}/notes/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            scheduleId?: number;
            Note: string;
            CreatedById?: number | null;
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
            'application/json': {
              Id: number;
              ScheduleId: number;
              Note: string;
              CreatedById: number;
              CreatedBy: string;
              DateCreated: string;
            };
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
  '/api/v1/schedules/remove/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/schedules/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            TotalValue?: number;
            TotalHours?: number;
            ScheduleDates?: {
              Id?: number;
              ScheduleDate_: string;
              StartTime: string;
              EndTime: string;
              Active?: boolean;
              ScheduleCrews?: {
                Id?: number;
                Employee?: {
                  Id: number;
                } | null;
                JobTitle?: {
                  Id: number;
                } | null;
                IsForeman?: boolean;
                Active?: boolean;
              }[];
              ScheduleEquipments?: {
                Id?: number;
                EquipmentResource?: {
                  Id: number;
                } | null;
                Active?: boolean;
              }[];
            }[];
            WorkOrderIds: number[];
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
            'application/json': {
              Id: number;
              StatusId: number;
              ScheduleStatus: string;
              BranchId: number;
              BranchName: string;
              Notes: string | null;
              Active: boolean;
              TotalValue: number;
              TotalHours: number;
              Version: number;
              ScheduleDates: {
                Id: number;
                ScheduleDate_: string;
                StartTime: string;
                EndTime: string;
                Active: boolean;
                ScheduleCrews: {
                  Id: number;
                  Employee: {
                    Id: number;
                    Name: string;
                  };
                  JobTitle: {
                    Id: number;
                    Name: string;
                  };
                  IsForeman: boolean;
                  Active: boolean;
                }[];
                ScheduleEquipments: {
                  Id: number;
                  Equipment: {
                    Id: number;
                    Name: string;
                    UnitPrice: number;
                  };
                  EquipmentResource: {
                    Id: number;
                    AssetNumber: string;
                  };
                  DailyRate: number;
                  Active: boolean;
                }[];
              }[];
            };
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
  '/api/v1/schedules/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Notes?: string | null;
            ScheduleDates: {
              Id?: number;
              ScheduleDate_: string;
              StartTime: string;
              EndTime: string;
              Active?: boolean;
              ScheduleCrews?: {
                Id?: number;
                Employee?: {
                  Id: number;
                } | null;
                JobTitle?: {
                  Id: number;
                } | null;
                IsForeman?: boolean;
                Active?: boolean;
              }[];
              ScheduleEquipments?: {
                Id?: number;
                EquipmentResource?: {
                  Id: number;
                } | null;
                Active?: boolean;
              }[];
            }[];
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
            'application/json': {
              Id: number;
              StatusId: number;
              ScheduleStatus: string;
              BranchId: number;
              BranchName: string;
              Notes: string | null;
              Active: boolean;
              TotalValue: number;
              TotalHours: number;
              Version: number;
              ScheduleDates: {
                Id: number;
                ScheduleDate_: string;
                StartTime: string;
                EndTime: string;
                Active: boolean;
                ScheduleCrews: {
                  Id: number;
                  Employee: {
                    Id: number;
                    Name: string;
                  };
                  JobTitle: {
                    Id: number;
                    Name: string;
                  };
                  IsForeman: boolean;
                  Active: boolean;
                }[];
                ScheduleEquipments: {
                  Id: number;
                  Equipment: {
                    Id: number;
                    Name: string;
                    UnitPrice: number;
                  };
                  EquipmentResource: {
                    Id: number;
                    AssetNumber: string;
                  };
                  DailyRate: number;
                  Active: boolean;
                }[];
              }[];
            };
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
  '/api/v1/schedules/scheduled-resources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ScheduleId?: number | null;
            ScheduleDates: string[];
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
            'application/json': {
              ScheduleDate_: string;
              EmployeeIds: number[];
              EquipmentResourceIds: number[];
              LentEmployeeIds: number[];
              LentEquipmentResourceIds: number[];
              BorrowedCrew: {
                Id: number;
                Name: string;
                JobTitleIds: number[];
                BorrowedFromBranchId: number;
              }[];
              BorrowedEquipment: {
                Id: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentType: string;
                DailyRate: number;
                BorrowedFromBranchId: number;
              }[];
            }[];
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
  '/api/v1/schedules/{id}/resource-choices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Crew: {
                Id: number;
                Name: string;
                JobTitleIds: number[];
              }[];
              Equipment: {
                Id: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentType: string;
                DailyRate: number;
              }[];
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
  '/api/v1/schedules/crew/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ScheduleId: number;
              Version: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/schedules/equipment/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ScheduleId: number;
              Version: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/schedules/dates/{id}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ScheduleId: number;
              Version: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scheduleStatuses/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/search-work-order-to-schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchIds?: number[];
            SubTypeIds?: number[];
            ArboristIds?: number[];
            PriorityIds?: number[];
            SalesTerritoryIds?: number[];
            ServiceGroupIds?: number[];
            ServiceCodes?: string[];
            ServiceVisits?: number[];
            CustomerZipCodes?: string[];
            EquipmentTypeIds?: number[];
            FromScheduledDate?: string | null;
            ToScheduledDate?: string | null;
            GrowingDegreeDayMin?: number | null;
            GrowingDegreeDayMax?: number | null;
            Skip?: number;
            Take?: number;
            /** @enum {string} */
            OrderByField?:
              | 'Priority'
              | 'WorkOrderId'
              | 'CustomerName'
              | 'Address'
              | 'Zip'
              | 'ServiceGroupId'
              | 'EstimatedHours'
              | 'EstimatedValue'
              | 'EstimatedCrew'
              | 'ArboristName'
              | 'TerritoryName';
            ReverseSort?: boolean;
            SearchQuery?: string | null;
            CrewNumber?: number | null;
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
            'application/json': {
              WorkOrderId: number;
              BranchId: number;
              Priority: {
                Id: number;
                Name: string;
                Colour: 'red' | 'yellow' | 'green';
              };
              WoScheduleStatusId: number;
              StatusId: number;
              Description: string | null;
              CustomerName: string;
              Address: string | null;
              City: string | null;
              Zip: string | null;
              ServiceGroupId: number;
              Services: {
                Name: string;
                ServiceCode: string | null;
              }[];
              EstimatedHours: number;
              EstimatedValue: number | null;
              EstimatedCrew: number | null;
              Arborist: {
                Id: number;
                Name: string;
              } | null;
              SalesTerritory: {
                Id: number;
                Name: string;
              } | null;
            }[];
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
  '/api/v1/workOrders/schedulingPriorities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              Colour: 'red' | 'yellow' | 'green';
            }[];
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
  '/api/v1/schedules/scheduled-calendar-resources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            SearchDate: string;
            BranchIds?: number[];
            ServiceGroupIds?: number[];
            ShowWeekend?: boolean;
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
            'application/json': {
              StartDate: string;
              EndDate: string;
              arboristScheduleDtos: {
                Date: string;
                EmployeeId: number;
                Name: string;
                Schedules: {
                  ScheduleId: number;
                  StatusId: number;
                  BranchId: number;
                  WorkOrderCount: number;
                  Hours: number;
                }[];
              }[];
              availableCrewDtos: {
                Date: string;
                EmployeeId: number;
                Name: string;
                JobTitleId: number | null;
                BranchId: number;
                BorrowedFromBranchId: number | null;
              }[];
              availableEquipmentDtos: {
                Date: string;
                EquipmentResourceId: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentTypeName: string;
                BranchId: number;
                BorrowedFromBranchId: number | null;
              }[];
            };
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
  '/api/v1/schedules/{id}/work-orders-to-schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            BranchIds?: number[];
            SalesTerritoryIds?: number[];
            ServiceGroupIds?: number[];
            WorkOrderId?: number | null;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              WorkOrderId: number;
              BranchId: number;
              BranchName: string;
              Priority: {
                Id: number;
                Name: string;
                Colour: 'red' | 'yellow' | 'green';
              };
              WoScheduleStatusId: number;
              StatusId: number;
              WorkOrderStatus: string;
              ServiceGroupId: number;
              ServiceGroup: string;
              SalesTerritory: string | null;
              Description: string | null;
              CustomerName: string;
              Address: string | null;
              EstimatedHours: number;
              EstimatedValue: number | null;
            }[];
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
  '/api/v1/schedules/{id}/work-orders/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              WorkOrderId: number;
              RouteOrderId: number;
              EstimatedHours: number;
              ActualHours: number;
              ActualEquipmentCost: number;
              EstimatedValue: number;
              EstimatedCrew: number | null;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              ServiceGroupId: number;
              QualifiesForPrevailingWage: boolean;
              TotalPrevailingWageHours: number;
              BranchId: number;
              StatusId: number;
              WorkOrderStatus: string;
              Description: string | null;
              CustomerName: string;
              Address: string | null;
              workOrderMaterialCosts?: {
                Id: number;
                WorkOrderMaterialId: number;
                WorkOrderId: number;
                MaterialTypeId: number;
                MaterialId: number;
                MaterialName: string;
                Unit: string | null;
                Units: number;
                UnitPrice?: number;
                TotalCost?: number;
                ActualCost?: number | null;
                WorkOrderServiceId: number | null;
                ServiceName: string | null;
                ServiceItemId: number | null;
                ServiceItem: string | null;
                Notes: string | null;
                DateReported: string;
                ReportedBy: string | null;
                Completed: boolean;
                DateCompleted: string | null;
                Archived: boolean;
                Version: number;
              }[];
              workOrderMaterialServices?: {
                WorkOrderServiceId: number;
                ServiceName: string;
                ServiceItems: {
                  Id: number;
                  Name: string;
                }[];
              }[];
            }[];
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
  '/api/v1/schedules/{id}/work-orders/{workOrderId}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          workOrderId: number;
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
            'application/json': {
              WorkOrderId: number;
              RouteOrderId: number;
              EstimatedHours: number;
              ActualHours: number;
              ActualEquipmentCost: number;
              EstimatedValue: number;
              EstimatedCrew: number | null;
              SalesTerritoryId: number | null;
              SalesTerritory: string | null;
              ServiceGroupId: number;
              QualifiesForPrevailingWage: boolean;
              TotalPrevailingWageHours: number;
              BranchId: number;
              StatusId: number;
              WorkOrderStatus: string;
              Description: string | null;
              CustomerName: string;
              Address: string | null;
              workOrderMaterialCosts?: {
                Id: number;
                WorkOrderMaterialId: number;
                WorkOrderId: number;
                MaterialTypeId: number;
                MaterialId: number;
                MaterialName: string;
                Unit: string | null;
                Units: number;
                UnitPrice?: number;
                TotalCost?: number;
                ActualCost?: number | null;
                WorkOrderServiceId: number | null;
                ServiceName: string | null;
                ServiceItemId: number | null;
                ServiceItem: string | null;
                Notes: string | null;
                DateReported: string;
                ReportedBy: string | null;
                Completed: boolean;
                DateCompleted: string | null;
                Archived: boolean;
                Version: number;
              }[];
              workOrderMaterialServices?: {
                WorkOrderServiceId: number;
                ServiceName: string;
                ServiceItems: {
                  Id: number;
                  Name: string;
                }[];
              }[];
            }[];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/schedules/equipment/{id}/work-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ScheduleEquipmentId: number;
              ScheduleId: number;
              ScheduleDate_: string;
              Equipment: {
                Id: number;
                Name: string;
              };
              EquipmentResource: {
                Id: number;
                AssetNumber: string;
              };
              DailyRate: number;
              WorkOrders: {
                WorkOrderId: number;
                CustomerName: string;
                Address: string | null;
                Amount: number;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            Amount: number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ScheduleEquipmentId: number;
              ScheduleId: number;
              ScheduleDate_: string;
              Equipment: {
                Id: number;
                Name: string;
              };
              EquipmentResource: {
                Id: number;
                AssetNumber: string;
              };
              DailyRate: number;
              WorkOrders: {
                WorkOrderId: number;
                CustomerName: string;
                Address: string | null;
                Amount: number;
              }[];
            };
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
  '/api/v1/schedules/prevailing-wage-choices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Categories: {
                Id: number;
                Code: string;
                Name: string;
              }[];
              JobTitles: {
                Id: number;
                Name: string;
                PrevailingWageCategoryId: number | null;
                EffectiveDate: string | null;
                ExpirationDate: string | null;
              }[];
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
  '/api/v1/schedules/{id}/work-orders/{woId}/daily-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          woId: number;
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
            'application/json': {
              Id: number;
              Date: string;
              EmployeeId: number;
              Name: string;
              JobTitle: string | null;
              TimeIn: string | null;
              TimeOut: string | null;
              HoursWorked: number;
              PrevailingWageHours: {
                Id: number;
                Hours: number;
                PrevailingWageCategoryId: number | null;
                PrevailingWageJobTitleId: number | null;
                DailyLogId: number;
                ScheduleId: number | null;
              }[];
            }[];
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
  '/api/v1/schedules/{id}/work-orders/{woId}/prevailing-wage-hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          woId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number | null;
            Hours: number | null;
            PrevailingWageCategoryId: number | null;
            PrevailingWageJobTitleId: number | null;
            DailyLogId: number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              Date: string;
              EmployeeId: number;
              Name: string;
              JobTitle: string | null;
              TimeIn: string | null;
              TimeOut: string | null;
              HoursWorked: number;
              PrevailingWageHours: {
                Id: number;
                Hours: number;
                PrevailingWageCategoryId: number | null;
                PrevailingWageJobTitleId: number | null;
                DailyLogId: number;
                ScheduleId: number | null;
              }[];
            }[];
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
  '/api/v1/transfers/_find': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ResourceTypeId: number;
            JobTitleId?: number | null;
            EquipmentTypeId?: number | null;
            ToBranchId?: number | null;
            StartDate?: string | null;
            EndDate?: string | null;
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
            'application/json': {
              BranchId: number;
              BranchName: string;
              ResourceTypeId: number;
              JobTitleId: number | null;
              EquipmentTypeId: number | null;
              TypeName: string;
              MinAvailable: number;
              Dates: {
                Date: string;
                Available: number;
              }[];
            }[];
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
  '/api/v1/transfers/_sendRequest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            FromBranchId?: number | null;
            ToBranchId?: number | null;
            ResourceTypeId: number;
            JobTitleId?: number | null;
            EquipmentTypeId?: number | null;
            StartDate?: string | null;
            EndDate?: string | null;
            SelectedDates?: string[];
            Qty?: number | null;
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
            'application/json': {
              Id: number;
              FromBranchId: number;
              FromBranch: string;
              ToBranchId: number;
              ToBranch: string;
              ResourceTypeId: number;
              JobTitleId: number | null;
              EquipmentTypeId: number | null;
              TypeName: string;
              Qty: number;
              StatusId: number;
              Status: string;
              RequestedById: number;
              RequestedBy: string;
              RequestedAt: string;
              SelectedDates: string[];
              TransferRequestCrews: {
                EmployeeId: number;
                Name: string;
              }[];
              TransferRequestEquipment: {
                EquipmentResourceId: number;
                AssetNumber: string;
                EquipmentStatus: string | null;
              }[];
              NextStatusIds: number[];
              Version: number;
            };
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
  '/api/v1/transfers/_transferRequests/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            StatusIds?: number[];
            FromBranchIds?: number[];
            ToBranchIds?: number[];
            ResourceTypeId?: number | null;
            FromDate?: string | null;
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
            'application/json': {
              Id: number;
              FromBranchId: number;
              FromBranch: string;
              ToBranchId: number;
              ToBranch: string;
              ResourceTypeId: number;
              JobTitleId: number | null;
              EquipmentTypeId: number | null;
              TypeName: string;
              Qty: number;
              StatusId: number;
              Status: string;
              RequestedById: number;
              RequestedBy: string;
              RequestedAt: string;
              SelectedDates: string[];
              TransferRequestCrews: {
                EmployeeId: number;
                Name: string;
              }[];
              TransferRequestEquipment: {
                EquipmentResourceId: number;
                AssetNumber: string;
                EquipmentStatus: string | null;
              }[];
              NextStatusIds: number[];
              Version: number;
            }[];
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
  '/api/v1/transfers/_updateStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            StatusId: number;
            Version: number;
            EmployeeIds?: number[];
            EquipmentResourceIds?: number[];
            EquipmentStatus?: string | null;
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
            'application/json': {
              Id: number;
              FromBranchId: number;
              FromBranch: string;
              ToBranchId: number;
              ToBranch: string;
              ResourceTypeId: number;
              JobTitleId: number | null;
              EquipmentTypeId: number | null;
              TypeName: string;
              Qty: number;
              StatusId: number;
              Status: string;
              RequestedById: number;
              RequestedBy: string;
              RequestedAt: string;
              SelectedDates: string[];
              TransferRequestCrews: {
                EmployeeId: number;
                Name: string;
              }[];
              TransferRequestEquipment: {
                EquipmentResourceId: number;
                AssetNumber: string;
                EquipmentStatus: string | null;
              }[];
              NextStatusIds: number[];
              Version: number;
            };
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
  '/api/v1/transfers/_statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/transfers/_crewJobTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/transfers/_availableCrew/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/transfers/_availableEquip/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/{id}/equipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AssetNumber: string;
              EquipmentTypeId: number;
              EquipmentType: string;
              Name: string;
            }[];
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
  '/api/v1/workOrders/equipmentproblems/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            WorkOrderId?: number | null;
            BranchIds?: number[];
            StatusIds?: number[];
            DateFrom?: string | null;
            DateTo?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              BranchId: number;
              Branch: string;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              StatusId: number;
              EquipmentProblemStatus: {
                Id: number;
                Name: string;
              };
              EquipmentProblemDescriptionId: number;
              EquipmentProblemDescription: {
                Id: number;
                Name: string;
              };
              OtherDescription: string | null;
              EquipmentResourceId: number;
              EquipmentResource: {
                Id: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentType: string;
                Name: string;
              };
              Notes: string | null;
              ResolutionDate: string | null;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/workOrders/equipmentproblems/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: string;
            WorkOrderId: number;
            EquipmentResourceId: number;
            EquipmentProblemDescriptionId: number;
            OtherDescription?: string | null;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              BranchId: number;
              Branch: string;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              StatusId: number;
              EquipmentProblemStatus: {
                Id: number;
                Name: string;
              };
              EquipmentProblemDescriptionId: number;
              EquipmentProblemDescription: {
                Id: number;
                Name: string;
              };
              OtherDescription: string | null;
              EquipmentResourceId: number;
              EquipmentResource: {
                Id: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentType: string;
                Name: string;
              };
              Notes: string | null;
              ResolutionDate: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/equipmentproblems/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            StatusId?: number;
            EquipmentResourceId?: number;
            EquipmentProblemDescriptionId?: number;
            OtherDescription?: string | null;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              BranchId: number;
              Branch: string;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              StatusId: number;
              EquipmentProblemStatus: {
                Id: number;
                Name: string;
              };
              EquipmentProblemDescriptionId: number;
              EquipmentProblemDescription: {
                Id: number;
                Name: string;
              };
              OtherDescription: string | null;
              EquipmentResourceId: number;
              EquipmentResource: {
                Id: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentType: string;
                Name: string;
              };
              Notes: string | null;
              ResolutionDate: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/equipmentproblems/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              BranchId: number;
              Branch: string;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              StatusId: number;
              EquipmentProblemStatus: {
                Id: number;
                Name: string;
              };
              EquipmentProblemDescriptionId: number;
              EquipmentProblemDescription: {
                Id: number;
                Name: string;
              };
              OtherDescription: string | null;
              EquipmentResourceId: number;
              EquipmentResource: {
                Id: number;
                AssetNumber: string;
                EquipmentTypeId: number;
                EquipmentType: string;
                Name: string;
              };
              Notes: string | null;
              ResolutionDate: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/equipmentproblems/equipproblemstatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/equipmentproblems/states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              SetsResolutionDate: boolean;
            }[];
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
  '/api/v1/workOrders/equipmentproblems/descriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workOrders/workOrderDamages/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            WorkOrderId: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              Description: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/workOrders/workOrderDamages/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: string;
            WorkOrderId: number;
            Description: string;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              Description: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderDamages/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Description?: string;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              Description: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderDamages/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderId: number;
              DateReported: string;
              ReportedById: number;
              ReportedBy: string;
              Description: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderDamageServices/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            DamageId?: number | null;
            DamageWorkOrderId?: number | null;
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
            'application/json': {
              Id: number;
              DamageId: number;
              WorkOrderId: number;
              DamageWorkOrderId: number;
              DamageWorkOrder: {
                Id: number;
                StatusId: number;
                WorkOrderStatus: string;
                Description: string | null;
              };
              DamageDescription: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/workOrders/workOrderDamageServices/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: string;
            DamageId: number;
            DamageWorkOrderId: number;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              DamageId: number;
              WorkOrderId: number;
              DamageWorkOrderId: number;
              DamageWorkOrder: {
                Id: number;
                StatusId: number;
                WorkOrderStatus: string;
                Description: string | null;
              };
              DamageDescription: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderDamageServices/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              DamageId: number;
              WorkOrderId: number;
              DamageWorkOrderId: number;
              DamageWorkOrder: {
                Id: number;
                StatusId: number;
                WorkOrderStatus: string;
                Description: string | null;
              };
              DamageDescription: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderDamageServices/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              DamageId: number;
              WorkOrderId: number;
              DamageWorkOrderId: number;
              DamageWorkOrder: {
                Id: number;
                StatusId: number;
                WorkOrderStatus: string;
                Description: string | null;
              };
              DamageDescription: string;
              Notes: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/chemicals/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            WorkOrderServiceId: number;
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
            'application/json': {
              Id: number;
              WorkOrderServiceId: number;
              WorkOrderId: number;
              ChemicalId: number;
              Chemical: string;
              EpaNumber: string | null;
              CarrierId: number;
              Carrier: string;
              UnitId: number;
              Unit: string;
              ActualGallonsUsed: number;
              MixRate: number | null;
              Archived: boolean;
              Version: number;
              Record: {
                Id: string;
                WorkOrderChemicalId: number;
                Revision: number;
                ReplacesId: string | null;
                ApplicatorId: number | null;
                ApplicatorName: string | null;
                LicenseNumber: string | null;
                ChemicalId: number;
                ProductName: string;
                EpaNumber: string | null;
                TargetPest: string | null;
                Rate: string | null;
                TotalAmount: number | null;
                AmountUnit: string | null;
                AreaTreated: string | null;
                TreesTreated: number | null;
                SiteAddress: string | null;
                AppliedAt: string | null;
                WindSpeedMph: number | null;
                WindDirection: string | null;
                TemperatureF: number | null;
                ReEntryNotes: string | null;
                CorrectionReason: string | null;
                CapturedAt: string | null;
                RecordedAt: string;
                RecordedBy: string | null;
              } | null;
              Revisions: number;
              Missing: string[];
            }[];
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
  '/api/v1/workOrders/chemicals/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderServiceId: number;
            ChemicalId?: number | null;
            CarrierId?: number | null;
            UnitId?: number | null;
            ActualGallonsUsed?: number | null;
            MixRate?: number | null;
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
            'application/json': {
              Id: number;
              WorkOrderServiceId: number;
              WorkOrderId: number;
              ChemicalId: number;
              Chemical: string;
              EpaNumber: string | null;
              CarrierId: number;
              Carrier: string;
              UnitId: number;
              Unit: string;
              ActualGallonsUsed: number;
              MixRate: number | null;
              Archived: boolean;
              Version: number;
              Record: {
                Id: string;
                WorkOrderChemicalId: number;
                Revision: number;
                ReplacesId: string | null;
                ApplicatorId: number | null;
                ApplicatorName: string | null;
                LicenseNumber: string | null;
                ChemicalId: number;
                ProductName: string;
                EpaNumber: string | null;
                TargetPest: string | null;
                Rate: string | null;
                TotalAmount: number | null;
                AmountUnit: string | null;
                AreaTreated: string | null;
                TreesTreated: number | null;
                SiteAddress: string | null;
                AppliedAt: string | null;
                WindSpeedMph: number | null;
                WindDirection: string | null;
                TemperatureF: number | null;
                ReEntryNotes: string | null;
                CorrectionReason: string | null;
                CapturedAt: string | null;
                RecordedAt: string;
                RecordedBy: string | null;
              } | null;
              Revisions: number;
              Missing: string[];
            };
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
  '/api/v1/workOrders/chemicals/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            ChemicalId?: number | null;
            CarrierId?: number | null;
            UnitId?: number | null;
            ActualGallonsUsed?: number | null;
            MixRate?: number | null;
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
            'application/json': {
              Id: number;
              WorkOrderServiceId: number;
              WorkOrderId: number;
              ChemicalId: number;
              Chemical: string;
              EpaNumber: string | null;
              CarrierId: number;
              Carrier: string;
              UnitId: number;
              Unit: string;
              ActualGallonsUsed: number;
              MixRate: number | null;
              Archived: boolean;
              Version: number;
              Record: {
                Id: string;
                WorkOrderChemicalId: number;
                Revision: number;
                ReplacesId: string | null;
                ApplicatorId: number | null;
                ApplicatorName: string | null;
                LicenseNumber: string | null;
                ChemicalId: number;
                ProductName: string;
                EpaNumber: string | null;
                TargetPest: string | null;
                Rate: string | null;
                TotalAmount: number | null;
                AmountUnit: string | null;
                AreaTreated: string | null;
                TreesTreated: number | null;
                SiteAddress: string | null;
                AppliedAt: string | null;
                WindSpeedMph: number | null;
                WindDirection: string | null;
                TemperatureF: number | null;
                ReEntryNotes: string | null;
                CorrectionReason: string | null;
                CapturedAt: string | null;
                RecordedAt: string;
                RecordedBy: string | null;
              } | null;
              Revisions: number;
              Missing: string[];
            };
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
  '/api/v1/workOrders/chemicals/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderServiceId: number;
              WorkOrderId: number;
              ChemicalId: number;
              Chemical: string;
              EpaNumber: string | null;
              CarrierId: number;
              Carrier: string;
              UnitId: number;
              Unit: string;
              ActualGallonsUsed: number;
              MixRate: number | null;
              Archived: boolean;
              Version: number;
              Record: {
                Id: string;
                WorkOrderChemicalId: number;
                Revision: number;
                ReplacesId: string | null;
                ApplicatorId: number | null;
                ApplicatorName: string | null;
                LicenseNumber: string | null;
                ChemicalId: number;
                ProductName: string;
                EpaNumber: string | null;
                TargetPest: string | null;
                Rate: string | null;
                TotalAmount: number | null;
                AmountUnit: string | null;
                AreaTreated: string | null;
                TreesTreated: number | null;
                SiteAddress: string | null;
                AppliedAt: string | null;
                WindSpeedMph: number | null;
                WindDirection: string | null;
                TemperatureF: number | null;
                ReEntryNotes: string | null;
                CorrectionReason: string | null;
                CapturedAt: string | null;
                RecordedAt: string;
                RecordedBy: string | null;
              } | null;
              Revisions: number;
              Missing: string[];
            };
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
  '/api/v1/workOrders/chemicals/{id}/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderChemicalId: number;
              Revisions: {
                Id: string;
                WorkOrderChemicalId: number;
                Revision: number;
                ReplacesId: string | null;
                ApplicatorId: number | null;
                ApplicatorName: string | null;
                LicenseNumber: string | null;
                ChemicalId: number;
                ProductName: string;
                EpaNumber: string | null;
                TargetPest: string | null;
                Rate: string | null;
                TotalAmount: number | null;
                AmountUnit: string | null;
                AreaTreated: string | null;
                TreesTreated: number | null;
                SiteAddress: string | null;
                AppliedAt: string | null;
                WindSpeedMph: number | null;
                WindDirection: string | null;
                TemperatureF: number | null;
                ReEntryNotes: string | null;
                CorrectionReason: string | null;
                CapturedAt: string | null;
                RecordedAt: string;
                RecordedBy: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: string;
            ReplacesId?: string | null;
            CapturedAt?: string | null;
            ApplicatorId?: number | null;
            TargetPest?: string | null;
            Rate?: string | null;
            TotalAmount?: number | null;
            AmountUnit?: string | null;
            AreaTreated?: string | null;
            TreesTreated?: number | null;
            AppliedAt?: string | null;
            WindSpeedMph?: number | null;
            WindDirection?:
              ('N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW' | 'Calm' | 'Variable') | (never | null);
            TemperatureF?: number | null;
            ReEntryNotes?: string | null;
            CorrectionReason?: string | null;
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
            'application/json': {
              WorkOrderChemicalId: number;
              Revisions: {
                Id: string;
                WorkOrderChemicalId: number;
                Revision: number;
                ReplacesId: string | null;
                ApplicatorId: number | null;
                ApplicatorName: string | null;
                LicenseNumber: string | null;
                ChemicalId: number;
                ProductName: string;
                EpaNumber: string | null;
                TargetPest: string | null;
                Rate: string | null;
                TotalAmount: number | null;
                AmountUnit: string | null;
                AreaTreated: string | null;
                TreesTreated: number | null;
                SiteAddress: string | null;
                AppliedAt: string | null;
                WindSpeedMph: number | null;
                WindDirection: string | null;
                TemperatureF: number | null;
                ReEntryNotes: string | null;
                CorrectionReason: string | null;
                CapturedAt: string | null;
                RecordedAt: string;
                RecordedBy: string | null;
              }[];
            };
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
  '/api/v1/workOrders/chemicals/log/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderId: number;
              AccountName: string;
              SiteAddress: string;
              State: string;
              Profile: {
                State: string;
                Name: string;
                RequiredFields: string[];
              } | null;
              Entries: {
                ServiceName: string;
                ServiceCompleted: boolean;
                Chemical: {
                  Id: number;
                  WorkOrderServiceId: number;
                  WorkOrderId: number;
                  ChemicalId: number;
                  Chemical: string;
                  EpaNumber: string | null;
                  CarrierId: number;
                  Carrier: string;
                  UnitId: number;
                  Unit: string;
                  ActualGallonsUsed: number;
                  MixRate: number | null;
                  Archived: boolean;
                  Version: number;
                  Record: {
                    Id: string;
                    WorkOrderChemicalId: number;
                    Revision: number;
                    ReplacesId: string | null;
                    ApplicatorId: number | null;
                    ApplicatorName: string | null;
                    LicenseNumber: string | null;
                    ChemicalId: number;
                    ProductName: string;
                    EpaNumber: string | null;
                    TargetPest: string | null;
                    Rate: string | null;
                    TotalAmount: number | null;
                    AmountUnit: string | null;
                    AreaTreated: string | null;
                    TreesTreated: number | null;
                    SiteAddress: string | null;
                    AppliedAt: string | null;
                    WindSpeedMph: number | null;
                    WindDirection: string | null;
                    TemperatureF: number | null;
                    ReEntryNotes: string | null;
                    CorrectionReason: string | null;
                    CapturedAt: string | null;
                    RecordedAt: string;
                    RecordedBy: string | null;
                  } | null;
                  Revisions: number;
                  Missing: string[];
                };
              }[];
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
  '/api/v1/workOrders/chemicals/applicators/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              LicenseNumber: string | null;
            }[];
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
  '/api/v1/workOrders/chemicals/state-profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Profiles: {
                State: string;
                Name: string;
                RequiredFields: string[];
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Profiles: {
              State: string;
              Name: string;
              RequiredFields: string[];
            }[];
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
            'application/json': {
              Profiles: {
                State: string;
                Name: string;
                RequiredFields: string[];
              }[];
            };
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
  '/api/v1/workOrders/chemicals/applications.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          From: string;
          To: string;
          BranchId?: number;
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
          content?: never;
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
  '/api/v1/workOrders/workOrderMaterials/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
            WorkOrderId: number;
            MaterialTypeId?: number;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            }[];
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
  '/api/v1/workOrders/workOrderMaterials/services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderServiceId: number;
              ServiceName: string;
              ServiceItems: {
                Id: number;
                Name: string;
              }[];
            }[];
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
  '/api/v1/workOrders/workOrderMaterials/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId: number;
            MaterialTypeId?: number | null;
            MaterialId?: number | null;
            Units?: number | null;
            UnitPrice?: number | null;
            ActualCost?: number | null;
            WorkOrderServiceId?: number | null;
            ServiceItemId?: number | null;
            Notes?: string | null;
            DateReported?: string | null;
            ScheduleId?: number | null;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderMaterials/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            MaterialTypeId?: number | null;
            MaterialId?: number | null;
            Units?: number | null;
            UnitPrice?: number | null;
            ActualCost?: number | null;
            WorkOrderServiceId?: number | null;
            ServiceItemId?: number | null;
            Notes?: string | null;
            DateReported?: string | null;
            ScheduleId?: number | null;
            Completed?: boolean;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/workOrderMaterials/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: {
          ScheduleId?: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workOrders/workOrderMaterials/{id}/toggleArchived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/{id}/addMaterial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderId?: number;
            MaterialTypeId?: number | null;
            MaterialId?: number | null;
            Units?: number | null;
            UnitPrice?: number | null;
            ActualCost?: number | null;
            WorkOrderServiceId?: number | null;
            ServiceItemId?: number | null;
            Notes?: string | null;
            DateReported?: string | null;
            ScheduleId?: number | null;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/{id}/updateMaterialActualCost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkOrderMaterialId: number;
            ActualCost?: number | null;
            TotalCost?: number | null;
            ScheduleId?: number | null;
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
            'application/json': {
              Id: number;
              WorkOrderMaterialId: number;
              WorkOrderId: number;
              MaterialTypeId: number;
              MaterialId: number;
              MaterialName: string;
              Unit: string | null;
              Units: number;
              UnitPrice?: number;
              TotalCost?: number;
              ActualCost?: number | null;
              WorkOrderServiceId: number | null;
              ServiceName: string | null;
              ServiceItemId: number | null;
              ServiceItem: string | null;
              Notes: string | null;
              DateReported: string;
              ReportedBy: string | null;
              Completed: boolean;
              DateCompleted: string | null;
              Archived: boolean;
              Version: number;
            };
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
  '/api/v1/workOrders/{id}/purchaseOrders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              PurchaseOrders: {
                Id: number;
                AccountId: number;
                Po: string;
                EffectiveStartDate: string | null;
                EffectiveEndDate: string | null;
                Archived: boolean;
              }[];
              Choices: {
                Id: number;
                AccountId: number;
                Po: string;
                EffectiveStartDate: string | null;
                EffectiveEndDate: string | null;
                Archived: boolean;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              PurchaseOrders: {
                Id: number;
                AccountId: number;
                Po: string;
                EffectiveStartDate: string | null;
                EffectiveEndDate: string | null;
                Archived: boolean;
              }[];
              Choices: {
                Id: number;
                AccountId: number;
                Po: string;
                EffectiveStartDate: string | null;
                EffectiveEndDate: string | null;
                Archived: boolean;
              }[];
            };
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
  '/api/v1/workOrders/services/{id}/weatherConditions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              WorkOrderServiceId: number;
              WeatherConditions: {
                Id: number;
                Name: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WeatherConditionIds: number[];
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
            'application/json': {
              WorkOrderServiceId: number;
              WeatherConditions: {
                Id: number;
                Name: string;
              }[];
            };
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
  '/api/v1/proposals/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
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
            'application/json': {
              Proposals: {
                Id: number;
                ProposalNumber: string;
                ProposalTypeId: number;
                StatusId: number;
                ProposalStatus: string;
                AccountId: number;
                AccountName: string;
                AccountLocationId: number;
                Address: string;
                BranchId: number;
                BranchName: string;
                SalesRepId: number | null;
                SalesRepName: string;
                YearOfWork: number | null;
                CreatedDate: string;
                ContractStatus?: string;
                WorkAuthorizationId?: number | null;
                WorkAuthorizationStatus?: string;
                ServiceClassificationNames?: string;
                Legacy?: boolean;
              }[];
              Total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            ProposalTypeId?: number | null;
            BranchIds?: number[];
            StatusIds?: number[];
            EmployeeIds?: number[];
            AccountIds?: number[];
            SalesRepId?: number | null;
            YearOfWork?: number | null;
            FromDate?: string | null;
            ToDate?: string | null;
            Skip?: number;
            Take?: number;
            WAStatusIds?: number[];
            WAApprovedValues?: number[];
            ClassificationIds?: number[];
            ShowLegacyContract?: boolean | null;
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
            'application/json': {
              Proposals: {
                Id: number;
                ProposalNumber: string;
                ProposalTypeId: number;
                StatusId: number;
                ProposalStatus: string;
                AccountId: number;
                AccountName: string;
                AccountLocationId: number;
                Address: string;
                BranchId: number;
                BranchName: string;
                SalesRepId: number | null;
                SalesRepName: string;
                YearOfWork: number | null;
                CreatedDate: string;
                ContractStatus?: string;
                WorkAuthorizationId?: number | null;
                WorkAuthorizationStatus?: string;
                ServiceClassificationNames?: string;
                Legacy?: boolean;
              }[];
              Total: number;
            };
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
  '/api/v1/proposals/header': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              PageSize: number;
              FromDate: string;
              ToDate: string;
              CanAdd: boolean;
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
  '/api/v1/proposals/proposalStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/proposals/proposalBranches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/proposals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            SalesRepId?: number | null;
            ServiceRequestId?: number | null;
            Notes?: string | null;
            YearOfWork?: number | null;
            Crew?: number | null;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
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
  '/api/v1/proposals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            SalesRepId?: number | null;
            ServiceRequestId?: number | null;
            Notes?: string | null;
            YearOfWork?: number | null;
            Crew?: number | null;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            SalesRepId?: number | null;
            StatusId?: number | null;
            AccountLocationId?: number | null;
            AccountId?: number | null;
            YearOfWork?: number | null;
            Notes?: string | null;
            ProposalTypeId?: number | null;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
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
  '/api/v1/proposals/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
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
  '/api/v1/proposals/confirmProposal/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Proposal: {
                Id: number;
                ProposalNumber: string;
                ProposalTypeId: number;
                StatusId: number;
                ProposalStatus: string;
                ContractStatusId: number | null;
                Version: number;
                SalesRepId: number | null;
                SalesRepName: string;
                CreatedById: number | null;
                AccountId: number;
                AccountName: string;
                AccountLocationId: number;
                Address: string;
                Account: {
                  DoNotEmail: boolean;
                };
                BranchId: number;
                BranchName: string;
                ServiceRequestId: number | null;
                Notes: string | null;
                YearOfWork: number | null;
                Crew: number | null;
                Legacy: boolean;
                Promotions: {
                  Id: number;
                  Name: string;
                  DiscountPercentage: number;
                }[];
                AccountPOs: {
                  Id: number;
                  Po: string;
                }[];
                CreatedDate: string;
                UpdatedDate: string;
                CanEdit: boolean;
              };
              Offer: 'view' | 'send';
            };
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
  '/api/v1/proposals/{id}/purchaseOrders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
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
  '/api/v1/proposals/{id}/promotions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
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
  '/api/v1/proposals/{target}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          target: string;
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/notesTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/proposals/notesStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/proposals/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Notes: string;
              TypeId: number;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              CreatedDate: string;
              CreatedByName: string;
            }[];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Notes?: string | null;
            TypeId?: number | null;
            StatusId?: number | null;
            PrintOnWorkOrder?: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Notes: string;
              TypeId: number;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              CreatedDate: string;
              CreatedByName: string;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Notes?: string | null;
            TypeId?: number | null;
            StatusId?: number | null;
            PrintOnWorkOrder?: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Notes: string;
              TypeId: number;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              CreatedDate: string;
              CreatedByName: string;
            };
          };
        };
      };
    };
    delete: {
      parameters: {
        query: {
          noteId: number;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/{id}/notes/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Notes: string;
              TypeId: number;
              StatusId: number;
              PrintOnWorkOrder: boolean;
              CreatedDate: string;
              CreatedByName: string;
            }[];
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
  '/api/v1/proposals/{id}/coverLetter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Text: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            ProposalId?: number;
            Text: string;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Text: string;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            ProposalId?: number;
            Text: string;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              Text: string;
            };
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
  '/api/v1/proposals/{id}/coverLetterText': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Text: string;
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
  '/api/v1/proposals/{id}/docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/proposals/{id}/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': number[];
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
  '/api/v1/proposals/{id}/docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/{id}/service-groups/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          groupId: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ServiceGroupId: number;
              Name: string;
              CanEdit: boolean;
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
  '/api/v1/proposals/{id}/service-groups/{groupId}/docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          groupId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/proposals/{id}/service-groups/{groupId}/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          groupId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          groupId: number;
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
            'application/json': number[];
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
  '/api/v1/proposals/{id}/service-groups/{groupId}/docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          groupId: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          groupId: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/attachments/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/proposals/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
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
            'application/json': number[];
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
  '/api/v1/proposals/attachments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Name?: string;
            Active?: boolean;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/proposaltemplates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Description: string | null;
              SourceProposalId: number | null;
              GroupCount: number;
              ItemCount: number;
              CreatedDate: string;
              UpdatedDate: string;
              Version: number;
            }[];
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
  '/api/v1/proposals/proposaltemplates/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Version?: number;
            ProposalId?: number | null;
            Name: string;
            Description?: string | null;
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
            'application/json': {
              Id: number;
              Name: string;
              Description: string | null;
              SourceProposalId: number | null;
              GroupCount: number;
              ItemCount: number;
              CreatedDate: string;
              UpdatedDate: string;
              Version: number;
              Content: {
                ServiceGroups: {
                  ServiceGroupId: number;
                  Name: string;
                  ProposalSortOrder: number;
                }[];
                Groups: {
                  Name: string;
                  ServiceGroupId: number;
                  SeparateWorkOrderGroup: boolean;
                  ShowPricing: boolean;
                  OptionGroups: {
                    Options: {
                      Services: {
                        Key: number;
                        ServiceId: number;
                        Service: string;
                        Quantity: number;
                        Crew: number | null;
                        Description: string | null;
                        EditedCostCents: number | null;
                        TotalCostCents: number | null;
                        PerVisitCostCents: number | null;
                        EquipmentSubtotalCents: number;
                        EstimatedHoursE2: number | null;
                        RequiresNoEquipment: boolean;
                        OrderNumber: number;
                        EquipmentTypeIds: number[];
                        ChemicalIds: number[];
                        Visits: {
                          ServiceVisitId: number;
                          IncludeInProgram: boolean;
                          IncludeThisYear: boolean;
                        }[];
                      }[];
                      Materials: {
                        MaterialId: number;
                        Material: string;
                        ServiceKey: number | null;
                        Description: string | null;
                        QuantityE2: number;
                        UnitPriceCents: number;
                        EditedCostCents: number | null;
                        ShowPricing: boolean;
                        OrderNumber: number;
                      }[];
                    }[];
                  }[];
                }[];
              };
            };
          };
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Version?: number;
            ProposalId?: number | null;
            Name: string;
            Description?: string | null;
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
            'application/json': {
              Id: number;
              Name: string;
              Description: string | null;
              SourceProposalId: number | null;
              GroupCount: number;
              ItemCount: number;
              CreatedDate: string;
              UpdatedDate: string;
              Version: number;
              Content: {
                ServiceGroups: {
                  ServiceGroupId: number;
                  Name: string;
                  ProposalSortOrder: number;
                }[];
                Groups: {
                  Name: string;
                  ServiceGroupId: number;
                  SeparateWorkOrderGroup: boolean;
                  ShowPricing: boolean;
                  OptionGroups: {
                    Options: {
                      Services: {
                        Key: number;
                        ServiceId: number;
                        Service: string;
                        Quantity: number;
                        Crew: number | null;
                        Description: string | null;
                        EditedCostCents: number | null;
                        TotalCostCents: number | null;
                        PerVisitCostCents: number | null;
                        EquipmentSubtotalCents: number;
                        EstimatedHoursE2: number | null;
                        RequiresNoEquipment: boolean;
                        OrderNumber: number;
                        EquipmentTypeIds: number[];
                        ChemicalIds: number[];
                        Visits: {
                          ServiceVisitId: number;
                          IncludeInProgram: boolean;
                          IncludeThisYear: boolean;
                        }[];
                      }[];
                      Materials: {
                        MaterialId: number;
                        Material: string;
                        ServiceKey: number | null;
                        Description: string | null;
                        QuantityE2: number;
                        UnitPriceCents: number;
                        EditedCostCents: number | null;
                        ShowPricing: boolean;
                        OrderNumber: number;
                      }[];
                    }[];
                  }[];
                }[];
              };
            };
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
  '/api/v1/proposals/proposaltemplates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              Description: string | null;
              SourceProposalId: number | null;
              GroupCount: number;
              ItemCount: number;
              CreatedDate: string;
              UpdatedDate: string;
              Version: number;
              Content: {
                ServiceGroups: {
                  ServiceGroupId: number;
                  Name: string;
                  ProposalSortOrder: number;
                }[];
                Groups: {
                  Name: string;
                  ServiceGroupId: number;
                  SeparateWorkOrderGroup: boolean;
                  ShowPricing: boolean;
                  OptionGroups: {
                    Options: {
                      Services: {
                        Key: number;
                        ServiceId: number;
                        Service: string;
                        Quantity: number;
                        Crew: number | null;
                        Description: string | null;
                        EditedCostCents: number | null;
                        TotalCostCents: number | null;
                        PerVisitCostCents: number | null;
                        EquipmentSubtotalCents: number;
                        EstimatedHoursE2: number | null;
                        RequiresNoEquipment: boolean;
                        OrderNumber: number;
                        EquipmentTypeIds: number[];
                        ChemicalIds: number[];
                        Visits: {
                          ServiceVisitId: number;
                          IncludeInProgram: boolean;
                          IncludeThisYear: boolean;
                        }[];
                      }[];
                      Materials: {
                        MaterialId: number;
                        Material: string;
                        ServiceKey: number | null;
                        Description: string | null;
                        QuantityE2: number;
                        UnitPriceCents: number;
                        EditedCostCents: number | null;
                        ShowPricing: boolean;
                        OrderNumber: number;
                      }[];
                    }[];
                  }[];
                }[];
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/proposaltemplates/{id}/json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ServiceGroups: {
                ServiceGroupId: number;
                Name: string;
                ProposalSortOrder: number;
              }[];
              Groups: {
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                OptionGroups: {
                  Options: {
                    Services: {
                      Key: number;
                      ServiceId: number;
                      Service: string;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCostCents: number | null;
                      TotalCostCents: number | null;
                      PerVisitCostCents: number | null;
                      EquipmentSubtotalCents: number;
                      EstimatedHoursE2: number | null;
                      RequiresNoEquipment: boolean;
                      OrderNumber: number;
                      EquipmentTypeIds: number[];
                      ChemicalIds: number[];
                      Visits: {
                        ServiceVisitId: number;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                    }[];
                    Materials: {
                      MaterialId: number;
                      Material: string;
                      ServiceKey: number | null;
                      Description: string | null;
                      QuantityE2: number;
                      UnitPriceCents: number;
                      EditedCostCents: number | null;
                      ShowPricing: boolean;
                      OrderNumber: number;
                    }[];
                  }[];
                }[];
              }[];
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
  '/api/v1/proposals/proposaltemplates/{id}/proposals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountLocationId: number;
            AccountId?: number | null;
            SalesRepId?: number | null;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              ProposalTypeId: number;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              Version: number;
              SalesRepId: number | null;
              SalesRepName: string;
              CreatedById: number | null;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              Account: {
                DoNotEmail: boolean;
              };
              BranchId: number;
              BranchName: string;
              ServiceRequestId: number | null;
              Notes: string | null;
              YearOfWork: number | null;
              Crew: number | null;
              Legacy: boolean;
              Promotions: {
                Id: number;
                Name: string;
                DiscountPercentage: number;
              }[];
              AccountPOs: {
                Id: number;
                Po: string;
              }[];
              CreatedDate: string;
              UpdatedDate: string;
              CanEdit: boolean;
            };
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
  '/api/v1/proposals/builder/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
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
  '/api/v1/proposals/existingBuilder/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Exists: boolean;
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
  '/api/v1/proposals/groups/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
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
            'application/json': {
              Id: number;
              Name: string;
              ProposalServiceGroupId: number;
              ServiceGroupId: number;
              SeparateWorkOrderGroup: boolean;
              ShowPricing: boolean;
              Order: number;
              Total: number;
              ProposalOptionGroups: {
                Id: number;
                Order: number;
                Total: number;
                ProposalOptions: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalItemServices: {
                    Id: number;
                    ProposalId: number;
                    ProposalOptionId: number;
                    ProposalServiceGroupId: number;
                    ServiceId: number;
                    Service: string;
                    ServiceTypeId: number;
                    Quantity: number;
                    Crew: number | null;
                    Description: string | null;
                    EditedCost: number | null;
                    PrevActualCost: number | null;
                    TotalCost: number | null;
                    PerVisitCost: number | null;
                    Cost: number;
                    EquipmentSubtotal: number;
                    EstimatedHours: number | null;
                    RequiresNoEquipment: boolean;
                    Equipment: {
                      Id: number;
                      EquipmentId: number;
                      Name: string;
                    }[];
                    orderNumber: number;
                    Photos: {
                      Id: number;
                      Url: string;
                      Caption: string | null;
                      Order: number;
                    }[];
                    Visits: {
                      Id: number;
                      ServiceVisitId: number;
                      Title: string;
                      IncludeInProgram: boolean;
                      IncludeThisYear: boolean;
                    }[];
                    Chemicals: {
                      Id: number;
                      ChemicalId: number;
                      Name: string;
                    }[];
                    ProposalItemServiceServiceItems: {
                      Id: number;
                      ServiceItemId: number;
                      Name: string;
                      SizeId: number | null;
                      ServiceUnits: number;
                      PricingUnits: number;
                    }[];
                    Version: number;
                  }[];
                  ProposalItemMaterials: {
                    Id: number;
                    ProposalId: number;
                    ProposalOptionId: number;
                    ProposalServiceGroupId: number;
                    MaterialId: number;
                    Material: string;
                    MaterialTypeId: number;
                    ProposalItemServiceId: number | null;
                    ServiceItemId: number | null;
                    Description: string | null;
                    Quantity: number;
                    UnitPrice: number;
                    ActualCost: number | null;
                    EditedCost: number | null;
                    Cost: number;
                    ShowPricing: boolean;
                    Photos: {
                      Id: number;
                      Url: string;
                      Caption: string | null;
                      Order: number;
                    }[];
                    Version: number;
                  }[];
                }[];
              }[];
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Name: string;
            SeparateWorkOrderGroup: boolean;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/getPricingTableRate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ProposalItemServiceId: number;
              PricingOptionId: number | null;
              PricingTypeId: number | null;
              PerVisitCost: number | null;
              TotalCost: number | null;
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
  '/api/v1/proposals/proposalItemService/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalOptionId: number;
              ProposalServiceGroupId: number;
              ServiceId: number;
              Service: string;
              ServiceTypeId: number;
              Quantity: number;
              Crew: number | null;
              Description: string | null;
              EditedCost: number | null;
              PrevActualCost: number | null;
              TotalCost: number | null;
              PerVisitCost: number | null;
              Cost: number;
              EquipmentSubtotal: number;
              EstimatedHours: number | null;
              RequiresNoEquipment: boolean;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              orderNumber: number;
              Photos: {
                Id: number;
                Url: string;
                Caption: string | null;
                Order: number;
              }[];
              Visits: {
                Id: number;
                ServiceVisitId: number;
                Title: string;
                IncludeInProgram: boolean;
                IncludeThisYear: boolean;
              }[];
              Chemicals: {
                Id: number;
                ChemicalId: number;
                Name: string;
              }[];
              ProposalItemServiceServiceItems: {
                Id: number;
                ServiceItemId: number;
                Name: string;
                SizeId: number | null;
                ServiceUnits: number;
                PricingUnits: number;
              }[];
              Version: number;
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
  '/api/v1/proposals/serviceitems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              ServiceItemId: number;
              Name: string;
              SizeId: number | null;
              ProposalItemServiceIds: number[];
            }[];
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
  '/api/v1/proposals/CreateNAServiceItem/{locationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          locationId: number;
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
            'application/json': {
              Id: number;
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
  '/api/v1/proposals/ProposalData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalId: number;
            ServiceGroupId?: number | null;
            ServiceId?: number | null;
            MaterialId?: number | null;
            ServiceItemIds?: number[];
            Quantity?: number;
            MaterialQuantity?: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/ProposalItemService/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Quantity: number;
            Crew?: number | null;
            Description?: string | null;
            EditedCost?: number | null;
            EstimatedHours?: number | null;
            RequiresNoEquipment: boolean;
            EquipmentIds?: number[];
            ChemicalIds?: number[];
            Visits?: {
              ServiceVisitId: number;
              IncludeInProgram: boolean;
              IncludeThisYear: boolean;
            }[];
            ServiceItems?: {
              ServiceItemId: number;
              ServiceUnits?: number;
              PricingUnits?: number;
            }[];
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path: {
          proposalId: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalItemMaterial/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            Quantity: number;
            UnitPrice: number;
            EditedCost?: number | null;
            Description?: string | null;
            ShowPricing: boolean;
            ServiceItemId?: number | null;
            ProposalItemServiceId?: number | null;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path: {
          proposalId: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalGroup/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path: {
          proposalId: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalOption/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path: {
          proposalId: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalItemServiceServiceItem/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalItemServiceId: number;
            ServiceItems: {
              ServiceItemId: number;
              ServiceUnits?: number;
              PricingUnits?: number;
            }[];
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query: {
          id: number;
        };
        header?: never;
        path: {
          proposalId: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalItemServiceServiceItem/edited-cost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalItemServiceId: number;
            EditedCost: number | null;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/ProposalItemServiceServiceItem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalItemServiceId: number;
            ServiceItemId: number;
            ServiceUnits?: number;
            PricingUnits?: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/proposalItemServiceEquipment/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalItemServiceId: number;
            RequiresNoEquipment: boolean;
            EquipmentIds: number[];
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/ProposalServiceGroup/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            ProposalSortOrder: number;
          }[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/GroupOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalId: number;
            ProposalOptionIds: number[];
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/{proposalId}/Ungroup/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/groups/update-show-pricing/{proposalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          proposalId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalGroupId: number;
            ShowPricing: boolean;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/pic/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Url: string;
              Caption: string | null;
              Order: number;
            }[];
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
  '/api/v1/proposals/proposalItemImage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Caption?: string | null;
            Order: number;
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
            'application/json': {
              Id: number;
              Url: string;
              Caption: string | null;
              Order: number;
              Warning?: string;
            };
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
  '/api/v1/proposals/ProposalItemServicePhoto/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalItemMaterialPic/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Url: string;
              Caption: string | null;
              Order: number;
            }[];
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
  '/api/v1/proposals/proposalItemMaterialImage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Caption?: string | null;
            Order: number;
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
            'application/json': {
              Id: number;
              Url: string;
              Caption: string | null;
              Order: number;
              Warning?: string;
            };
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
  '/api/v1/proposals/ProposalItemMaterialPhoto/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/ProposalItemService': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalId: number;
            ProposalOptionId: number;
            ServiceId: number;
            ServiceItemIds?: number[];
            Quantity?: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/ProposalItemMaterial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalId: number;
            ProposalOptionId: number;
            MaterialId: number;
            ProposalItemServiceId?: number | null;
            ServiceItemId?: number | null;
            Quantity?: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/{id}/crew/{crewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          crewId: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/proposals/{id}/Equipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              ProposalNumber: number | null;
              StatusId: number;
              ProposalTypeId: number;
              AccountLocationId: number;
              SalesRepId: number | null;
              Editable: boolean;
              ProposalServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                ProposalSortOrder: number;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ProposalServiceGroupId: number;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ShowPricing: boolean;
                Order: number;
                Total: number;
                ProposalOptionGroups: {
                  Id: number;
                  Order: number;
                  Total: number;
                  ProposalOptions: {
                    Id: number;
                    Order: number;
                    Total: number;
                    ProposalItemServices: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      ServiceId: number;
                      Service: string;
                      ServiceTypeId: number;
                      Quantity: number;
                      Crew: number | null;
                      Description: string | null;
                      EditedCost: number | null;
                      PrevActualCost: number | null;
                      TotalCost: number | null;
                      PerVisitCost: number | null;
                      Cost: number;
                      EquipmentSubtotal: number;
                      EstimatedHours: number | null;
                      RequiresNoEquipment: boolean;
                      Equipment: {
                        Id: number;
                        EquipmentId: number;
                        Name: string;
                      }[];
                      orderNumber: number;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Visits: {
                        Id: number;
                        ServiceVisitId: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                      }[];
                      Chemicals: {
                        Id: number;
                        ChemicalId: number;
                        Name: string;
                      }[];
                      ProposalItemServiceServiceItems: {
                        Id: number;
                        ServiceItemId: number;
                        Name: string;
                        SizeId: number | null;
                        ServiceUnits: number;
                        PricingUnits: number;
                      }[];
                      Version: number;
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      ProposalId: number;
                      ProposalOptionId: number;
                      ProposalServiceGroupId: number;
                      MaterialId: number;
                      Material: string;
                      MaterialTypeId: number;
                      ProposalItemServiceId: number | null;
                      ServiceItemId: number | null;
                      Description: string | null;
                      Quantity: number;
                      UnitPrice: number;
                      ActualCost: number | null;
                      EditedCost: number | null;
                      Cost: number;
                      ShowPricing: boolean;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                        Order: number;
                      }[];
                      Version: number;
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Crew: number | null;
              Equipment: {
                Id: number;
                EquipmentId: number;
                Name: string;
              }[];
              Subtotal: number;
              Discount: number;
              Total: number;
            };
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
  '/api/v1/services/basic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
              ServiceGroupId: number;
              ServiceTypeId: number;
            }[];
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
  '/api/v1/proposals/pic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            'application/json': {
              Id: number;
              Url: string;
              Caption: string | null;
              Order: number;
            }[];
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
  '/api/v1/proposals/ProposalItemMaterialPic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
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
            'application/json': {
              Id: number;
              Url: string;
              Caption: string | null;
              Order: number;
            }[];
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
  '/api/v1/proposals/{id}/format': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              StatusId: number;
              ProposalStatus: string;
              EncryptedId: string | null;
              Editable: boolean;
              Date: string;
              Company: string;
              Branch: {
                Name: string;
                TermsAndConditions: string | null;
              };
              Customer: {
                Account: string;
                Location: string | null;
                Address: string;
                City: string;
                State: string;
                Zip: string;
              };
              SalesRep: {
                Name: string;
                Email: string | null;
                Certifications: string[];
              };
              CoverLetter: string;
              ServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                Name: string;
                Definition: string | null;
                Recommendation: string | null;
              }[];
              Groups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ShowPricing: boolean;
                MultiOption: boolean;
                Total: number | null;
                OptionGroups: {
                  Id: number;
                  Options: {
                    Id: number;
                    Label: string;
                    Total: number | null;
                    Lines: {
                      Kind: 'Service' | 'Material';
                      Name: string;
                      Description: string | null;
                      Quantity: number;
                      Items: string[];
                      Visits: string[];
                      Price: number | null;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                      }[];
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Subtotal: number;
              Discount: number;
              TaxRate: number;
              Tax: number;
              Total: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            CoverLetter?: string;
            ServiceGroups?: {
              Id: number;
              Definition?: string | null;
              Recommendation?: string | null;
            }[];
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              StatusId: number;
              ProposalStatus: string;
              EncryptedId: string | null;
              Editable: boolean;
              Date: string;
              Company: string;
              Branch: {
                Name: string;
                TermsAndConditions: string | null;
              };
              Customer: {
                Account: string;
                Location: string | null;
                Address: string;
                City: string;
                State: string;
                Zip: string;
              };
              SalesRep: {
                Name: string;
                Email: string | null;
                Certifications: string[];
              };
              CoverLetter: string;
              ServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                Name: string;
                Definition: string | null;
                Recommendation: string | null;
              }[];
              Groups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ShowPricing: boolean;
                MultiOption: boolean;
                Total: number | null;
                OptionGroups: {
                  Id: number;
                  Options: {
                    Id: number;
                    Label: string;
                    Total: number | null;
                    Lines: {
                      Kind: 'Service' | 'Material';
                      Name: string;
                      Description: string | null;
                      Quantity: number;
                      Items: string[];
                      Visits: string[];
                      Price: number | null;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                      }[];
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Subtotal: number;
              Discount: number;
              TaxRate: number;
              Tax: number;
              Total: number;
            };
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
  '/api/v1/proposals/format/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              StatusId: number;
              ProposalStatus: string;
              EncryptedId: string | null;
              Editable: boolean;
              Date: string;
              Company: string;
              Branch: {
                Name: string;
                TermsAndConditions: string | null;
              };
              Customer: {
                Account: string;
                Location: string | null;
                Address: string;
                City: string;
                State: string;
                Zip: string;
              };
              SalesRep: {
                Name: string;
                Email: string | null;
                Certifications: string[];
              };
              CoverLetter: string;
              ServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                Name: string;
                Definition: string | null;
                Recommendation: string | null;
              }[];
              Groups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ShowPricing: boolean;
                MultiOption: boolean;
                Total: number | null;
                OptionGroups: {
                  Id: number;
                  Options: {
                    Id: number;
                    Label: string;
                    Total: number | null;
                    Lines: {
                      Kind: 'Service' | 'Material';
                      Name: string;
                      Description: string | null;
                      Quantity: number;
                      Items: string[];
                      Visits: string[];
                      Price: number | null;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                      }[];
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Subtotal: number;
              Discount: number;
              TaxRate: number;
              Tax: number;
              Total: number;
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
  '/api/v1/proposals/approved-format/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              StatusId: number;
              ProposalStatus: string;
              EncryptedId: string | null;
              Editable: boolean;
              Date: string;
              Company: string;
              Branch: {
                Name: string;
                TermsAndConditions: string | null;
              };
              Customer: {
                Account: string;
                Location: string | null;
                Address: string;
                City: string;
                State: string;
                Zip: string;
              };
              SalesRep: {
                Name: string;
                Email: string | null;
                Certifications: string[];
              };
              CoverLetter: string;
              ServiceGroups: {
                Id: number;
                ServiceGroupId: number;
                Name: string;
                Definition: string | null;
                Recommendation: string | null;
              }[];
              Groups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                ShowPricing: boolean;
                MultiOption: boolean;
                Total: number | null;
                OptionGroups: {
                  Id: number;
                  Options: {
                    Id: number;
                    Label: string;
                    Total: number | null;
                    Lines: {
                      Kind: 'Service' | 'Material';
                      Name: string;
                      Description: string | null;
                      Quantity: number;
                      Items: string[];
                      Visits: string[];
                      Price: number | null;
                      Photos: {
                        Id: number;
                        Url: string;
                        Caption: string | null;
                      }[];
                    }[];
                  }[];
                }[];
              }[];
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              Subtotal: number;
              Discount: number;
              TaxRate: number;
              Tax: number;
              Total: number;
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
  '/api/v1/proposals/emailProposal/{id}/{send}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          send: boolean;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Html?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/encryption': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            /** @enum {string} */
            Type: 'Proposal';
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
            'application/json': {
              EncryptedId: string;
            };
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
  '/api/v1/proposals/spray-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalId: number;
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
            'application/json': {
              ProposalId: number;
              Services: {
                ProposalItemServiceId: number;
                Group: string;
                Option: string;
                Service: string;
                Items: string[];
                Chemicals: string[];
                VisitsThisYear: string[];
                VisitsInProgram: number;
                PerVisitCost: number | null;
                Cost: number;
              }[];
              Applications: number;
              Chemicals: string[];
              Total: number;
            };
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
  '/api/v1/servicerequests/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          q?: string;
          skip?: number;
          take?: number;
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
            'application/json': {
              Id: number;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              StatusName: string;
              AppointmentTypeId: number | null;
              AppointmentTypeName: string;
              AppointmentDate: string;
              AppointmentDateEnd: string;
              SalesRepId: number;
              SalesRepName: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchId: number;
              BranchName: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            StatusIds?: number[];
            ArboristIds?: number[];
            DateFrom?: string | null;
            DateTo?: string | null;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              Id: number;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              StatusName: string;
              AppointmentTypeId: number | null;
              AppointmentTypeName: string;
              AppointmentDate: string;
              AppointmentDateEnd: string;
              SalesRepId: number;
              SalesRepName: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchId: number;
              BranchName: string;
            }[];
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
  '/api/v1/servicerequests/requestLocations/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            AccountId?: number | null;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              Address: string;
              City: string;
              State: string;
              Zip: string;
              BranchId: number;
              SalesRepId: number | null;
            }[];
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
  '/api/v1/servicerequests/serviceRequestStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/arborists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/servicerequests/doesRequestExists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          startDate: string;
          endDate: string;
          arboristId: number;
          excludeId?: number;
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
            'application/json': boolean;
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
  '/api/v1/servicerequests/emailServiceRequest/{a}/{b}/{c}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          a: number;
          b: boolean;
          c: boolean;
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
            'application/json': {
              Sent: string[];
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
  '/api/v1/servicerequests/downloadServiceRequest/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
          content?: never;
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
  '/api/v1/servicerequests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              StatusName: string;
              AppointmentTypeId: number | null;
              AppointmentTypeName: string;
              AppointmentDate: string;
              AppointmentDateEnd: string;
              SalesRepId: number;
              SalesRepName: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchId: number;
              BranchName: string;
              SourceDetailId: number | null;
              EstimateTypes: {
                Id: number;
                Name: string;
              }[];
              Notes: string | null;
              Version: number;
              CreatedById: number | null;
              CreatedBy: string;
              CreatedDate: string;
              DoNotEmail: boolean;
              Proposals: {
                Id: number;
                ProposalNumber: string;
              }[];
              CanEdit: boolean;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Version?: number;
            TypeId?: number | null;
            StatusId?: number | null;
            AppointmentTypeId?: number | null;
            AppointmentDate?: string | null;
            AppointmentDateEnd?: string | null;
            SalesRepId?: number | null;
            AccountLocationId?: number | null;
            SourceDetailId?: number | null;
            EstimateTypes?: number[];
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              StatusName: string;
              AppointmentTypeId: number | null;
              AppointmentTypeName: string;
              AppointmentDate: string;
              AppointmentDateEnd: string;
              SalesRepId: number;
              SalesRepName: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchId: number;
              BranchName: string;
              SourceDetailId: number | null;
              EstimateTypes: {
                Id: number;
                Name: string;
              }[];
              Notes: string | null;
              Version: number;
              CreatedById: number | null;
              CreatedBy: string;
              CreatedDate: string;
              DoNotEmail: boolean;
              Proposals: {
                Id: number;
                ProposalNumber: string;
              }[];
              CanEdit: boolean;
            };
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
  '/api/v1/servicerequests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id?: number;
            Version?: number;
            TypeId?: number | null;
            StatusId?: number | null;
            AppointmentTypeId?: number | null;
            AppointmentDate?: string | null;
            AppointmentDateEnd?: string | null;
            SalesRepId?: number | null;
            AccountLocationId?: number | null;
            SourceDetailId?: number | null;
            EstimateTypes?: number[];
            Notes?: string | null;
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
            'application/json': {
              Id: number;
              TypeId: number;
              TypeName: string;
              StatusId: number;
              StatusName: string;
              AppointmentTypeId: number | null;
              AppointmentTypeName: string;
              AppointmentDate: string;
              AppointmentDateEnd: string;
              SalesRepId: number;
              SalesRepName: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchId: number;
              BranchName: string;
              SourceDetailId: number | null;
              EstimateTypes: {
                Id: number;
                Name: string;
              }[];
              Notes: string | null;
              Version: number;
              CreatedById: number | null;
              CreatedBy: string;
              CreatedDate: string;
              DoNotEmail: boolean;
              Proposals: {
                Id: number;
                ProposalNumber: string;
              }[];
              CanEdit: boolean;
            };
          };
        };
      };
    };
    delete: {
      parameters: {
        query: {
          id: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/servicerequests/{id}/proposal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
            };
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
  '/api/v1/proposals/confirmWorkAuthorizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalIds: number[];
            /** @default true */
            SendEmails?: boolean;
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
            'application/json': {
              Confirmed: {
                ProposalId: number;
                WorkAuthorizationId: number;
              }[];
              Emailed: number[];
              Failed: {
                ProposalId: number;
                Message: string;
              }[];
            };
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
  '/api/v1/workAuthorization/customer/service/UpdateApproveStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            EncryptedId: string;
            ProposalItemServiceId: number;
            VisitId?: number | null;
            Approved: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/customer/material/UpdateApproveStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            EncryptedId: string;
            ProposalItemMaterialId: number;
            Approved: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/admin/getByEncryptedId/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
              Company: {
                Name: string;
                LogoUrl: string | null;
                BranchName: string;
                Phone: string | null;
              };
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
  '/api/v1/workAuthorization/admin/customerPayments/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            EncryptedId: string;
            Amount: number;
            PaymentMethodId: number;
            Signature: string;
            AuthorizeTransactionId?: string | null;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/{id}/docs/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            IncludeArchived?: boolean;
            SortColumn?: string;
            Descending?: boolean;
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
            'application/json': {
              Id: number;
              Name: string;
              StatusId: number;
              FileName: string;
              ContentType: string;
              Size: number;
              CreatedDate: string;
              Order: number;
              Url: string;
            }[];
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
  '/api/v1/workAuthorization/{id}/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': number[];
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
  '/api/v1/workAuthorization/{id}/docs/{docId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: never;
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          docId: number;
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
            'application/json': {
              Message?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workAuthorization/print/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Html?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/workAuthorization/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            StatusIds?: number[];
            TypeIds?: number[];
            ApprovalByTypeIds?: number[];
            ApprovalStatusIds?: number[];
            SalesRepIds?: number[];
            AccountIds?: number[];
            BranchIds?: number[];
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
            }[];
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
  '/api/v1/workAuthorization/statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workAuthorization/types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workAuthorization/approvalByTypes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workAuthorization/approvalStatuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/workAuthorization/getByEncryptedId/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
              Company: {
                Name: string;
                LogoUrl: string | null;
                BranchName: string;
                Phone: string | null;
              };
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
  '/api/v1/customerPayments/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            EncryptedId: string;
            Amount: number;
            PaymentMethodId: number;
            Signature: string;
            AuthorizeTransactionId?: string | null;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/idByProposalId/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number | null;
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
  '/api/v1/workAuthorization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
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
  '/api/v1/workAuthorization/{id}/hasTaxRate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Value: boolean;
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
  '/api/v1/workAuthorization/{id}/hasInvoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Value: boolean;
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
  '/api/v1/workAuthorization/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            StatusId: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/saveBasicInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Id: number;
            Version: number;
            TypeId: number;
            PaymentMethodId: number | null;
            AutoRenew: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/service/UpdateApproveStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkAuthorizationId: number;
            ProposalItemServiceId: number;
            VisitId?: number | null;
            Approved: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/material/UpdateApproveStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            WorkAuthorizationId: number;
            ProposalItemMaterialId: number;
            Approved: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/UpdatePaidStatus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/UpdateAutoRenewStatus/{a}/{b}/{c}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          a: number;
          b: number;
          c: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/{id}/discountApplied/{x}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          x: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/{id}/revokeLinks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/{id}/deposit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Amount: number;
            PaymentMethodId: number;
            AuthorizeTransactionId?: string | null;
            CheckNumber?: string | null;
            CreatedBy?: number | null;
            IsDeposit?: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/workAuthorization/{id}/promotion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Amount: number;
            PaymentMethodId: number;
            AuthorizeTransactionId?: string | null;
            CheckNumber?: string | null;
            CreatedBy?: number | null;
            IsDeposit?: boolean;
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
            'application/json': {
              Id: number;
              ProposalId: number;
              ProposalNumber: string;
              StatusId: number;
              Status: string;
              TypeId: number;
              Type: string;
              ApprovalStatusId: number;
              ApprovalStatus: string;
              ApprovedByTypeId: number | null;
              AccountId: number;
              AccountName: string;
              Address: string;
              BranchId: number;
              BranchName: string;
              SalesRepId: number | null;
              SalesRepName: string;
              DateApproved: string | null;
              CreatedDate: string;
              Version: number;
              ProposalTypeId: number;
              ApprovedSalesRepId: number | null;
              PaymentMethodId: number | null;
              Signed: boolean;
              AutoRenew: boolean;
              IsPaid: boolean;
              IsPromotionalDiscountApplied: boolean;
              DoNotEmail: boolean;
              Promotions: {
                Name: string;
                DiscountPercentage: number;
              }[];
              ApprovedSubtotal: number;
              PromotionSavings: number;
              TotalApprovedCost: number;
              TaxRate: number;
              EstimatedTax: number;
              MinimumDownPayment: number;
              DefaultDeposit: number;
              Deposits: number;
              MeetsDownPayment: boolean;
              CustomerPayments: {
                Id: number;
                Amount: number;
                IsDeposit: boolean;
                CheckNumber: string | null;
                DateCreated: string;
                PaymentMethodId: number;
                CreatedBy: number | null;
                AuthorizeTransactionId: string | null;
              }[];
              ProposalGroups: {
                Id: number;
                Name: string;
                ServiceGroupId: number;
                SeparateWorkOrderGroup: boolean;
                ProposalOptionGroups: {
                  Id: number;
                  ProposalOptions: {
                    Id: number;
                    ProposalItemServices: {
                      Id: number;
                      ServiceId: number;
                      ServiceName: string;
                      Description: string | null;
                      Cost: number;
                      PerVisitCost: number | null;
                      ApproveStatusId: number;
                      Approved: boolean;
                      Visits: {
                        Id: number;
                        Title: string;
                        IncludeInProgram: boolean;
                        IncludeThisYear: boolean;
                        Approved: boolean;
                      }[];
                    }[];
                    ProposalItemMaterials: {
                      Id: number;
                      MaterialName: string;
                      Description: string | null;
                      Cost: number;
                      ApproveStatusId: number;
                      Approved: boolean;
                    }[];
                  }[];
                }[];
              }[];
              WorkOrderIds: number[];
              CanEdit: boolean;
              CanPay: boolean;
              CanConfirmWithoutDownPayment: boolean;
              HasInvoices: boolean;
              EncryptedId: string | null;
            };
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
  '/api/v1/proposals/emailWorkAuthorization/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message: string;
              SentTo: string[];
            };
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
  '/api/v1/proposals/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              PageSize: number;
              Statuses: {
                Id: number;
                Name: string;
              }[];
              Branches: {
                Id: number;
                Name: string;
              }[];
              WorkAuthorizationStatuses: {
                Id: number;
                Name: string;
              }[];
              ApprovedValues: {
                Id: number;
                Name: string;
              }[];
              Classifications: {
                Id: number;
                Name: string;
              }[];
              CanEdit: boolean;
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
  '/api/v1/proposals/contracts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              ContractStatus: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchName: string;
              SalesRepName: string;
              YearOfWork: number | null;
              Legacy: boolean;
              WorkAuthorizationId: number | null;
              WorkAuthorizationStatus: string;
              Total: number;
              Services: {
                Id: number;
                GroupName: string;
                ServiceName: string;
                ClassificationName: string;
                Cost: number;
                ServiceItems: {
                  Id: number;
                  Name: string;
                }[];
              }[];
              CanEdit: boolean;
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
  '/api/v1/proposals/{id}/update-legacy-contract-service-item': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ProposalItemServiceId: number;
            NewServiceItemIds: number[];
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
            'application/json': {
              Id: number;
              ProposalNumber: string;
              StatusId: number;
              ProposalStatus: string;
              ContractStatusId: number | null;
              ContractStatus: string;
              AccountId: number;
              AccountName: string;
              AccountLocationId: number;
              Address: string;
              BranchName: string;
              SalesRepName: string;
              YearOfWork: number | null;
              Legacy: boolean;
              WorkAuthorizationId: number | null;
              WorkAuthorizationStatus: string;
              Total: number;
              Services: {
                Id: number;
                GroupName: string;
                ServiceName: string;
                ClassificationName: string;
                Cost: number;
                ServiceItems: {
                  Id: number;
                  Name: string;
                }[];
              }[];
              CanEdit: boolean;
            };
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
  '/api/v1/proposals/confirmContracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            proposalIds: number[];
            sendEmails?: boolean;
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
            'application/json': {
              Confirmed: number;
              JobId: number | null;
            };
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
  '/api/v1/proposals/emailContracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            proposalIds: number[];
            sendEmails?: boolean;
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
            'application/json': {
              Confirmed: number;
              JobId: number | null;
            };
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
  '/api/v1/proposals/emailContract/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Message: string;
              SentTo: string[];
            };
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
  '/api/v1/proposals/print-contract-wa-bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            proposalIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/proposals/genRenewables': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            year: number;
            plantHealthCareIncrease?: number;
            fertilizationIncrease?: number;
            lawnCareIncrease?: number;
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
            'application/json': {
              JobId: number;
            };
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
  '/api/v1/proposals/autoDeactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Days: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Days: number;
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
            'application/json': {
              Days: number;
            };
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
  '/api/v1/proposals/managePromotions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ContractIds: number[];
            PromotionIds: number[];
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
            'application/json': {
              Message?: string;
            };
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
  '/api/v1/invoices/_search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            ArboristIds?: number[];
            BranchIds?: number[];
            AccountIds?: number[];
            InvoiceApprovedStatusIds?: number[];
            PrintStatusIds?: number[];
            PaymentStatusIds?: number[];
            InvoiceDateFrom?: string;
            InvoiceDateTo?: string;
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
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string;
              InvoiceDate: string;
              ApprovedStatusId: number;
              ApprovedStatus: string;
              PrintStatusId: number;
              PrintStatus: string;
              PaymentStatusId: number;
              PaymentStatus: string;
              TotalCost: number;
              TotalTax: number;
              InvoiceAmount: number;
              Payments: number;
              Adjustments: number;
              AmountDue: number;
            }[];
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
  '/api/v1/invoices/_totals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            ArboristIds?: number[];
            BranchIds?: number[];
            AccountIds?: number[];
            InvoiceApprovedStatusIds?: number[];
            PrintStatusIds?: number[];
            PaymentStatusIds?: number[];
            InvoiceDateFrom?: string;
            InvoiceDateTo?: string;
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
            'application/json': {
              NetAmountTotal: number;
              TaxTotal: number;
              InvoiceAmountTotal: number;
              PaymentTotal: number;
              AdjustmentTotal: number;
              BalanceDueTotal: number;
            };
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
  '/api/v1/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              TaxExempt: boolean;
              DoNotEmail: boolean;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string;
              BillingAddressId: number | null;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              ScheduleId: number | null;
              InvoiceDate: string;
              TotalCost: number;
              TotalTax: number;
              InvoiceAmount: number;
              Payments: number;
              Adjustments: number;
              AmountDue: number;
              MaxAdjustment: number;
              ApprovedStatusId: number;
              ApprovedStatus: string;
              DateApproved: string | null;
              PrintStatusId: number;
              PrintStatus: string;
              PaymentStatusId: number;
              PaymentStatus: string;
              CommissionOverride: boolean;
              PurchaseOrderIds: number[];
              InvoiceDetails: {
                Id: number;
                WorkOrderId: number;
                Description: string | null;
                ServiceAddress: string;
                NetAmount: number;
                TaxRate: number;
              }[];
              Version: number;
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
  '/api/v1/invoices/{id}/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              TaxExempt: boolean;
              DoNotEmail: boolean;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string;
              BillingAddressId: number | null;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              ScheduleId: number | null;
              InvoiceDate: string;
              TotalCost: number;
              TotalTax: number;
              InvoiceAmount: number;
              Payments: number;
              Adjustments: number;
              AmountDue: number;
              MaxAdjustment: number;
              ApprovedStatusId: number;
              ApprovedStatus: string;
              DateApproved: string | null;
              PrintStatusId: number;
              PrintStatus: string;
              PaymentStatusId: number;
              PaymentStatus: string;
              CommissionOverride: boolean;
              PurchaseOrderIds: number[];
              InvoiceDetails: {
                Id: number;
                WorkOrderId: number;
                Description: string | null;
                ServiceAddress: string;
                NetAmount: number;
                TaxRate: number;
              }[];
              Version: number;
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
  '/api/v1/invoices/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              TaxExempt: boolean;
              DoNotEmail: boolean;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string;
              BillingAddressId: number | null;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              ScheduleId: number | null;
              InvoiceDate: string;
              TotalCost: number;
              TotalTax: number;
              InvoiceAmount: number;
              Payments: number;
              Adjustments: number;
              AmountDue: number;
              MaxAdjustment: number;
              ApprovedStatusId: number;
              ApprovedStatus: string;
              DateApproved: string | null;
              PrintStatusId: number;
              PrintStatus: string;
              PaymentStatusId: number;
              PaymentStatus: string;
              CommissionOverride: boolean;
              PurchaseOrderIds: number[];
              InvoiceDetails: {
                Id: number;
                WorkOrderId: number;
                Description: string | null;
                ServiceAddress: string;
                NetAmount: number;
                TaxRate: number;
              }[];
              Version: number;
            };
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
  '/api/v1/invoices/{id}/commission-override': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            CommissionOverride: boolean;
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
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              TaxExempt: boolean;
              DoNotEmail: boolean;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string;
              BillingAddressId: number | null;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              ScheduleId: number | null;
              InvoiceDate: string;
              TotalCost: number;
              TotalTax: number;
              InvoiceAmount: number;
              Payments: number;
              Adjustments: number;
              AmountDue: number;
              MaxAdjustment: number;
              ApprovedStatusId: number;
              ApprovedStatus: string;
              DateApproved: string | null;
              PrintStatusId: number;
              PrintStatus: string;
              PaymentStatusId: number;
              PaymentStatus: string;
              CommissionOverride: boolean;
              PurchaseOrderIds: number[];
              InvoiceDetails: {
                Id: number;
                WorkOrderId: number;
                Description: string | null;
                ServiceAddress: string;
                NetAmount: number;
                TaxRate: number;
              }[];
              Version: number;
            };
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
  '/api/v1/invoices/{id}/purchaseOrders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': number[];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Id: number;
              AccountId: number;
              AccountName: string;
              TaxExempt: boolean;
              DoNotEmail: boolean;
              BranchId: number;
              BranchName: string;
              ArboristId: number | null;
              ArboristName: string;
              BillingAddressId: number | null;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              ScheduleId: number | null;
              InvoiceDate: string;
              TotalCost: number;
              TotalTax: number;
              InvoiceAmount: number;
              Payments: number;
              Adjustments: number;
              AmountDue: number;
              MaxAdjustment: number;
              ApprovedStatusId: number;
              ApprovedStatus: string;
              DateApproved: string | null;
              PrintStatusId: number;
              PrintStatus: string;
              PaymentStatusId: number;
              PaymentStatus: string;
              CommissionOverride: boolean;
              PurchaseOrderIds: number[];
              InvoiceDetails: {
                Id: number;
                WorkOrderId: number;
                Description: string | null;
                ServiceAddress: string;
                NetAmount: number;
                TaxRate: number;
              }[];
              Version: number;
            };
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
  '/api/v1/invoices/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              NoteText: string;
              CreatedById: number | null;
              CreatedBy: string;
              DateCreated: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            NoteText: string;
            InvoiceId?: number;
            CreatedBy?: number;
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              NoteText: string;
              CreatedById: number | null;
              CreatedBy: string;
              DateCreated: string;
            }[];
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
  '/api/v1/transactionTypes/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/printStatuses/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/paymentMethods/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/invoiceStatuses/all-approved-statuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/invoiceStatuses/all-statues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
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
            'application/json': {
              Id: number;
              Name: string;
            }[];
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
  '/api/v1/invoiceTransactions/{invoiceId}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          invoiceId: number;
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              AccountName: string;
              BranchId: number;
              BranchName: string;
              TransactionTypeId: number;
              TransactionType: string;
              Amount: number;
              DateCreated: string;
              Approved: boolean;
              DateApproved: string | null;
              ApprovedBy: string | null;
              CreatedById: number | null;
              CreatedBy: string;
              Reason: string | null;
              IsPrepayment: boolean;
              CustomerNotified: boolean;
              ReduceFromCommissions: boolean;
              InvoiceTransactionWorkOrders: {
                WorkOrderId: number;
                Amount: number;
              }[];
            }[];
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
  '/api/v1/invoiceTransactions/{invoiceId}/transactions/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          invoiceId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            TransactionTypeId: number;
            Amount: number;
            Reason?: string | null;
            CustomerNotified?: boolean;
            ReduceFromCommissions?: boolean;
            InvoiceTransactionWorkOrders?: {
              WorkOrderId: number;
              Amount: number;
            }[];
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              AccountName: string;
              BranchId: number;
              BranchName: string;
              TransactionTypeId: number;
              TransactionType: string;
              Amount: number;
              DateCreated: string;
              Approved: boolean;
              DateApproved: string | null;
              ApprovedBy: string | null;
              CreatedById: number | null;
              CreatedBy: string;
              Reason: string | null;
              IsPrepayment: boolean;
              CustomerNotified: boolean;
              ReduceFromCommissions: boolean;
              InvoiceTransactionWorkOrders: {
                WorkOrderId: number;
                Amount: number;
              }[];
            };
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
  '/api/v1/invoiceTransactions/{id}/approve/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          userId: number;
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              AccountName: string;
              BranchId: number;
              BranchName: string;
              TransactionTypeId: number;
              TransactionType: string;
              Amount: number;
              DateCreated: string;
              Approved: boolean;
              DateApproved: string | null;
              ApprovedBy: string | null;
              CreatedById: number | null;
              CreatedBy: string;
              Reason: string | null;
              IsPrepayment: boolean;
              CustomerNotified: boolean;
              ReduceFromCommissions: boolean;
              InvoiceTransactionWorkOrders: {
                WorkOrderId: number;
                Amount: number;
              }[];
            };
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
  '/api/v1/invoiceTransactions/{id}/branch-approve/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          userId: number;
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              AccountName: string;
              BranchId: number;
              BranchName: string;
              TransactionTypeId: number;
              TransactionType: string;
              Amount: number;
              DateCreated: string;
              Approved: boolean;
              DateApproved: string | null;
              ApprovedBy: string | null;
              CreatedById: number | null;
              CreatedBy: string;
              Reason: string | null;
              IsPrepayment: boolean;
              CustomerNotified: boolean;
              ReduceFromCommissions: boolean;
              InvoiceTransactionWorkOrders: {
                WorkOrderId: number;
                Amount: number;
              }[];
            };
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
  '/api/v1/invoiceTransactions/pending-transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Query?: string;
            Skip?: number;
            Take?: number;
            BranchIds?: number[];
            TransactionTypeIds?: number[];
            TransactionPendingTypeIds?: number[];
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
            'application/json': {
              Id: number;
              InvoiceId: number;
              AccountName: string;
              BranchId: number;
              BranchName: string;
              TransactionTypeId: number;
              TransactionType: string;
              Amount: number;
              DateCreated: string;
              Approved: boolean;
              DateApproved: string | null;
              ApprovedBy: string | null;
              CreatedById: number | null;
              CreatedBy: string;
              Reason: string | null;
              IsPrepayment: boolean;
              CustomerNotified: boolean;
              ReduceFromCommissions: boolean;
              InvoiceTransactionWorkOrders: {
                WorkOrderId: number;
                Amount: number;
              }[];
            }[];
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
  '/api/v1/invoices/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountIds?: number[];
            AgingDays?: 30 | 60 | 90 | 120 | 150;
            StatementDate?: string;
            EmailOnly?: boolean;
            Query?: string;
            Skip?: number;
            Take?: number;
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
            'application/json': {
              Id: number;
              Account: {
                Id: number;
                Name: string;
                DoNotEmail: boolean;
              };
              StatementDate: string;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              Email: string | null;
              Invoices: {
                InvoiceId: number;
                InvoiceDate: string;
                DaysOld: number;
                InvoiceTotal: number;
                TotalAdjustments: number;
                TotalCredits: number;
                AmountDue: number;
                BalanceDue: number;
              }[];
              Aging: {
                Label: string;
                Amount: number;
              }[];
              BalanceDue: number;
            }[];
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
  '/api/v1/invoices/statements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          AgingDays?: 30 | 60 | 90 | 120 | 150;
          StatementDate?: string;
        };
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Account: {
                Id: number;
                Name: string;
                DoNotEmail: boolean;
              };
              StatementDate: string;
              BillingAddress: {
                Address1: string;
                Address2: string | null;
                City: string;
                State: string;
                Zip: string;
              } | null;
              Email: string | null;
              Invoices: {
                InvoiceId: number;
                InvoiceDate: string;
                DaysOld: number;
                InvoiceTotal: number;
                TotalAdjustments: number;
                TotalCredits: number;
                AmountDue: number;
                BalanceDue: number;
              }[];
              Aging: {
                Label: string;
                Amount: number;
              }[];
              BalanceDue: number;
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
  '/api/v1/invoices/statements/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountIds: number[];
            AllMatching?: boolean;
            Query?: string;
            EmailOnly?: boolean;
            InvoiceIds?: number[];
            AgingDays?: 30 | 60 | 90 | 120 | 150;
            StatementDate?: string;
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
            'application/json': {
              JobId: number;
            };
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
  '/api/v1/invoices/statements/print': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            AccountIds: number[];
            AllMatching?: boolean;
            Query?: string;
            EmailOnly?: boolean;
            InvoiceIds?: number[];
            AgingDays?: 30 | 60 | 90 | 120 | 150;
            StatementDate?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
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
            'application/json': {
              Id: number;
              Name: string;
              State: 'queued' | 'running' | 'done' | 'failed';
              Attempts: number;
              ProgressDone: number;
              ProgressTotal: number;
              Result: unknown;
              Error: string | null;
              CreatedAt: string | null;
              FinishedAt: string | null;
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
  '/api/v1/sync/pull': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Cursor: string | null;
            Limit?: number;
            Pins?: {
              WorkOrderIds?: number[];
              LocationIds?: number[];
            };
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
            'application/json': {
              Changes: {
                Entity:
                  | 'workOrder'
                  | 'dailyLog'
                  | 'workOrderImage'
                  | 'scoutingReport'
                  | 'serviceItem'
                  | 'location'
                  | 'scheduleDay'
                  | 'chemicalLine'
                  | 'applicationRecord'
                  | 'serviceWeather'
                  | 'workOrderMaterial'
                  | 'workOrderDamage'
                  | 'workOrderDamageService'
                  | 'equipmentProblem'
                  | 'workAuthorization';
                Id: number;
                Key?: string;
                Version: number;
                Deleted: boolean;
                Data: unknown | (never | null);
              }[];
              Cursor: string;
              HasMore: boolean;
              ServerTime: string;
              Remaining?: number;
            };
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
  '/api/v1/sync/push': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ClientId: string;
            Mutations: {
              MutationId: string;
              Entity:
                | 'workOrder'
                | 'dailyLog'
                | 'workOrderImage'
                | 'scoutingReport'
                | 'serviceItem'
                | 'location'
                | 'scheduleDay'
                | 'chemicalLine'
                | 'applicationRecord'
                | 'serviceWeather'
                | 'workOrderMaterial'
                | 'workOrderDamage'
                | 'workOrderDamageService'
                | 'equipmentProblem'
                | 'workAuthorization';
              Op: 'create' | 'update' | 'delete';
              Key: string;
              Id?: number | null;
              BaseVersion?: number | null;
              Data?: unknown;
              Refs?: {
                [key: string]: string;
              };
            }[];
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
            'application/json': {
              Results: (
                | {
                    MutationId: string;
                    /** @enum {string} */
                    Status: 'applied';
                    Entity:
                      | 'workOrder'
                      | 'dailyLog'
                      | 'workOrderImage'
                      | 'scoutingReport'
                      | 'serviceItem'
                      | 'location'
                      | 'scheduleDay'
                      | 'chemicalLine'
                      | 'applicationRecord'
                      | 'serviceWeather'
                      | 'workOrderMaterial'
                      | 'workOrderDamage'
                      | 'workOrderDamageService'
                      | 'equipmentProblem'
                      | 'workAuthorization';
                    Key: string;
                    Id: number;
                    Version: number;
                    Deleted: boolean;
                    Data: unknown | (never | null);
                  }
                | {
                    MutationId: string;
                    /** @enum {string} */
                    Status: 'conflict';
                    Entity:
                      | 'workOrder'
                      | 'dailyLog'
                      | 'workOrderImage'
                      | 'scoutingReport'
                      | 'serviceItem'
                      | 'location'
                      | 'scheduleDay'
                      | 'chemicalLine'
                      | 'applicationRecord'
                      | 'serviceWeather'
                      | 'workOrderMaterial'
                      | 'workOrderDamage'
                      | 'workOrderDamageService'
                      | 'equipmentProblem'
                      | 'workAuthorization';
                    Key: string;
                    Id: number | null;
                    Current: unknown | (never | null);
                    CurrentVersion: number | null;
                  }
                | {
                    MutationId: string;
                    /** @enum {string} */
                    Status: 'rejected';
                    Entity:
                      | 'workOrder'
                      | 'dailyLog'
                      | 'workOrderImage'
                      | 'scoutingReport'
                      | 'serviceItem'
                      | 'location'
                      | 'scheduleDay'
                      | 'chemicalLine'
                      | 'applicationRecord'
                      | 'serviceWeather'
                      | 'workOrderMaterial'
                      | 'workOrderDamage'
                      | 'workOrderDamageService'
                      | 'equipmentProblem'
                      | 'workAuthorization';
                    Key: string;
                    Message: string;
                    ModelState: {
                      [key: string]: string[];
                    };
                  }
              )[];
            };
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
  '/api/v1/sync/blobs/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hash: string;
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
            'application/json': {
              Hash: string;
              Received: number;
              Complete: boolean;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query: {
          offset: number;
          final?: number;
        };
        header?: never;
        path: {
          hash: string;
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
            'application/json': {
              Hash: string;
              Received: number;
              Complete: boolean;
            };
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
